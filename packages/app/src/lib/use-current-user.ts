import { useQuery } from '@tanstack/react-query';
import { getCurrentUserQueryOptions } from './api/get-current-user';
import { useIsSignedIn } from './session';

export interface CurrentUser {
  id: number;
  /** Staff: sees the moderation controls. */
  shield: boolean;
}

/**
 * The signed-in account (GET /account/data/user, looked up on page load), or undefined for guests
 * and until it is known.
 */
export function useCurrentUser(): CurrentUser | undefined {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({ ...getCurrentUserQueryOptions(), enabled: signedIn });
  return signedIn && data ? { id: data.id, shield: data.shield } : undefined;
}
