import type { ReactNode } from 'react';
import { AppLoading } from '../../../components/app-loading';
import { useRestrictedRedirect } from '../hooks/use-restricted-redirect';
import { useShownAccount } from '../hooks/use-shown-account';

/**
 * Every page, the landing page included, goes through here: until the first sync says the account
 * is not restricted, no page shows (not even for a frame, nor starts loading its data), and a
 * restricted account is sent to the locked screen (spec 01 §4, 02 §6). A failed sync lets the page
 * through.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const { isPending } = useShownAccount();
  const offLimits = useRestrictedRedirect();
  return isPending || offLimits ? <AppLoading /> : children;
}
