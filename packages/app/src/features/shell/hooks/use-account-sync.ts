import { isApiError } from '@endless/client';
import { useNotifications } from '@endless/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { env } from '../../../config/env';
import { isRestricted, type Account } from '../../../lib/account';
import { ACCOUNT_SYNC_INTERVAL_MS, syncAccountQueryOptions } from '../../../lib/api/sync-account';
import { useIsSignedIn } from '../../../lib/session';
import { useThemeSetting } from '../../../lib/theme-setting';

/** Spec 01 §8: failures in a row before the user is told. */
export const SYNC_FAILURES_BEFORE_NOTICE = 3;
export const SYNC_ERROR_TEXT = 'ERROR OCCURED WHILE ATTEMPTING TO SYNC';

/**
 * The one poller of `GET /account/sync` (spec 01 §4): every 30 seconds while signed in, stopped
 * for a restricted account. It reports three failures in a row, offers a refresh when a newer
 * build is out and applies the account's theme. A 401 is silent: the client refreshes the tokens
 * or signs the user out, and the guards take over.
 */
export function useAccountSync(): void {
  const signedIn = useIsSignedIn();
  const { notify } = useNotifications();
  const { setTheme, resetTheme } = useThemeSetting();

  const query = useQuery({
    ...syncAccountQueryOptions(signedIn),
    refetchInterval: (current) =>
      isRestricted(current.state.data) ? false : ACCOUNT_SYNC_INTERVAL_MS,
  });
  const { data: account, dataUpdatedAt, error, errorUpdatedAt } = query;

  // Counted per answer (each poll stamps a new time), not per render.
  const failures = useRef(0);
  useEffect(() => {
    failures.current = 0;
  }, [dataUpdatedAt]);
  useEffect(() => {
    if (!error || (isApiError(error) && error.status === 401)) return;
    failures.current += 1;
    if (failures.current === SYNC_FAILURES_BEFORE_NOTICE) {
      notify({ id: 'account-sync-error', tone: 'danger', message: SYNC_ERROR_TEXT });
    }
  }, [error, errorUpdatedAt, notify]);

  useUpdateNotice(account);

  // No account (signed out, or another one signing in whose sync is on its way): the default.
  const theme = account?.theme;
  useEffect(() => {
    if (theme === undefined) resetTheme();
    else setTheme(theme);
  }, [theme, setTheme, resetTheme]);
}

/** Spec 01 §8: 'A New Update is Available / Click Here to Refresh', once per build. */
function useUpdateNotice(account: Account | undefined): void {
  const { notify } = useNotifications();
  const announced = useRef(new Set<string>());
  const latestBuild = account?.latest_build;
  useEffect(() => {
    if (latestBuild === undefined || latestBuild === env.appVersion) return;
    if (announced.current.has(latestBuild)) return;
    announced.current.add(latestBuild);
    notify({
      id: 'app-update',
      title: 'A New Update is Available',
      message: 'Click Here to Refresh',
      persistent: true,
      onClick: () => window.location.reload(),
    });
  }, [latestBuild, notify]);
}
