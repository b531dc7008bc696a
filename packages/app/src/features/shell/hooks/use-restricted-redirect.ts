import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isRestricted, useAccount } from '../../../lib/account';

/**
 * Spec 01 §6 names the locked screen, terms and privacy; spec 02 §2 adds /contact ("reachable by
 * restricted accounts"): someone locked out must still be able to reach support.
 */
const OPEN_TO_RESTRICTED: readonly string[] = [
  paths.restricted.getHref(),
  paths.contact.getHref(),
  paths.legal.terms.getHref(),
  paths.legal.privacy.getHref(),
];

/**
 * Sends a restricted account to /restricted from anywhere else. Returns true while the current
 * page is off limits, so the layout shows nothing of it before the redirect lands.
 */
export function useRestrictedRedirect(): boolean {
  const { account } = useAccount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const blocked = isRestricted(account) && !OPEN_TO_RESTRICTED.includes(pathname);
  useEffect(() => {
    if (blocked) void navigate(paths.restricted.getHref(), { replace: true });
  }, [blocked, navigate]);
  return blocked;
}
