import { AppShell } from '@endless/ui';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation, useMatch } from 'react-router';
import { MaintenancePage } from '../../../components/maintenance-page';
import { paths } from '../../../config/paths';
import { isRestricted } from '../../../lib/account';
import { useMaintenance } from '../../../lib/maintenance';
import { removeMemberFrame } from '../../../lib/member-frame';
import { isSignedIn } from '../../../lib/session';
import { useLogout } from '../../../lib/use-logout';
import { useShownAccount } from '../hooks/use-shown-account';
import { useSidebarOpen } from '../hooks/use-sidebar-open';
import { AccountGate } from './account-gate';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { VerificationBanner } from './verification-banner';
import './shell.css';

export const MAIN_ID = 'main';

/**
 * The page frame around every screen but the landing page (spec 03 §2): header, the signed-in
 * sidebar, verification banners and the footer.
 */
export function ShellLayout({
  children,
  loadingContent = false,
}: {
  children: ReactNode;
  /** The page is still loading its first content (see `useLoadingContent`). */
  loadingContent?: boolean;
}) {
  const { account, signedIn } = useShownAccount();
  const logout = useLogout();
  const [sidebarOpen, setSidebarOpen] = useSidebarOpen();
  const onVerifyPage = useMatch(paths.account.verify.path) !== null;
  const restricted = isRestricted(account);
  const onLogout = () => void logout();
  const switchedOff = useSwitchedOffPage();
  // Hydrating a prerendered page, the shell first renders as the guest it was drawn for: a
  // signed-in visitor's frame goes once it renders the session as it is, before that paints.
  useLayoutEffect(() => {
    if (signedIn === isSignedIn()) removeMemberFrame();
  }, [signedIn]);

  return (
    <AppShell
      className="shell"
      mainId={MAIN_ID}
      mainBusy={loadingContent}
      header={<AppHeader signedIn={signedIn} account={account} onLogout={onLogout} />}
      sidebar={signedIn && !restricted ? <AppSidebar account={account} /> : undefined}
      sidebarOpen={sidebarOpen}
      onSidebarOpenChange={setSidebarOpen}
      footer={<AppFooter />}
    >
      {account && !restricted && !onVerifyPage && (
        <VerificationBanner verifiedEmail={account.verified_email} />
      )}
      <AccountGate>{switchedOff ? <MaintenancePage /> : children}</AccountGate>
    </AppShell>
  );
}

/**
 * The maintenance page stays for the page (history entry) whose read was answered 503: once it
 * replaces the screen, that read has no observer left, and showing the screen again would only
 * refetch and flip back. Another page gets its chance.
 */
function useSwitchedOffPage(): boolean {
  const { key } = useLocation();
  const readSwitchedOff = useMaintenance();
  const [switchedOffPage, setSwitchedOffPage] = useState<string | null>(null);
  if (readSwitchedOff && switchedOffPage !== key) setSwitchedOffPage(key);
  return readSwitchedOff || switchedOffPage === key;
}
