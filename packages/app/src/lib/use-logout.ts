import { logout } from '@endless/client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { apiClient } from './api/client';
import { tokenStore } from './session';

/**
 * Spec 01 §4: logout ignores errors and clears the cookies, then the user goes to the landing page
 * (from the shell and from the locked screen alike). Clearing the tokens drops the account's data
 * at once (lib/session); it happens synchronously inside `logout`, so navigating right after it
 * (without waiting for the server) overtakes the guards, which would otherwise send the user to
 * /login.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const revoked = logout(apiClient, tokenStore);
    await navigate(paths.landing.getHref(), { replace: true });
    await revoked;
  }, [navigate]);
}
