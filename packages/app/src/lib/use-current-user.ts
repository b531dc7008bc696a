import { $api } from './api';
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
  const { data } = $api.useQuery('get', '/account/data/user', undefined, { enabled: signedIn });
  return signedIn && data ? { id: data.id, shield: data.shield } : undefined;
}
