import { useNotifications } from '@endless/ui';
import { useEffect } from 'react';
import { env } from '../../../config/env';
import { ping } from '../api/ping';
import { hasCookie, setCookie } from '../lib/cookies';

/** Spec 03 §7: the ping goes out one second after the app starts. */
export const API_CHECK_DELAY_MS = 1000;
export const API_ERROR_TEXT = 'API ERROR NO CONNECTION';
/** "Shown once": the cookie outlives any realistic gap between visits (about a year). */
const API_CHECK_MAX_AGE_SECONDS = 31_536_000;

export function versionText(apiVersion: string): string {
  return `API v${apiVersion} · Build v${env.appVersion}`;
}

/**
 * Spec 03 §7, §8: `GET /ping` a second after start. No answer → 'API ERROR NO CONNECTION'; the
 * first success ever shows the API and build versions, once (remembered by a cookie).
 */
export function useApiPing(): void {
  const { notify } = useNotifications();
  useEffect(() => {
    let active = true;
    const timer = setTimeout(async () => {
      try {
        const data = await ping();
        if (!active || !data || hasCookie(env.cookies.apiCheck)) return;
        setCookie(env.cookies.apiCheck, data.api_version, API_CHECK_MAX_AGE_SECONDS);
        notify({ id: 'api-check', tone: 'success', message: versionText(data.api_version) });
      } catch {
        if (active) notify({ id: 'api-check', tone: 'danger', message: API_ERROR_TEXT });
      }
    }, API_CHECK_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [notify]);
}
