import { Outlet, ScrollRestoration, useMatch } from 'react-router';
import { paths } from '../../config/paths';
import { AccountGate } from '../../features/shell/components/account-gate';
import { AccountSync } from '../../features/shell/components/account-sync';
import { ShellLayout } from '../../features/shell/components/shell-layout';
import { SystemNotices } from '../../features/system/components/system-notices';
import { useLoadingContent } from '../../lib/use-loading-content';

/**
 * Around every route: the account sync and the app-wide notices; the shared header, sidebar and
 * footer on every page except the landing page (spec 03 §2), whose page goes through the shell's
 * account gate all the same.
 */
export default function RootLayout() {
  const onLanding = useMatch(paths.landing.path) !== null;
  const loadingContent = useLoadingContent();
  return (
    <>
      <AccountSync />
      <SystemNotices />
      {onLanding ? (
        <main id="main" className="app-main" aria-busy={loadingContent || undefined}>
          <AccountGate>
            <Outlet />
          </AccountGate>
        </main>
      ) : (
        <ShellLayout loadingContent={loadingContent}>
          <Outlet />
        </ShellLayout>
      )}
      <ScrollRestoration />
    </>
  );
}
