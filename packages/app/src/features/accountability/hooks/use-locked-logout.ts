import { logout } from '@endless/client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api';
import { tokenStore } from '../../../lib/session';

/**
 * Log Out from the locked screen, as the shell's logout does (spec 01 §4): errors are ignored, the
 * tokens are cleared at once and the user goes to the landing page.
 */
export function useLockedLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const revoked = logout(apiClient, tokenStore);
    await navigate(paths.landing.getHref(), { replace: true });
    queryClient.removeQueries();
    await revoked;
  }, [navigate, queryClient]);
}
