import { logout } from '@endless/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api';
import { tokenStore } from '../../../lib/session';

/**
 * Spec 01 §4: logout ignores errors and clears the cookies, then the user goes to the landing page.
 * The tokens are cleared synchronously inside `logout`, so navigating right after it (without
 * waiting for the server) overtakes the guards, which would otherwise send the user to /login.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const revoked = logout(apiClient, tokenStore);
    await navigate(paths.landing.getHref(), { replace: true });
    // Nothing the previous account loaded may show to whoever signs in next.
    queryClient.removeQueries();
    await revoked;
  }, [navigate, queryClient]);
}
