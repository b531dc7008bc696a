import { $api } from '../../../lib/api';
import { useIsSignedIn } from '../../../lib/session';

/** The signed-in account's id (GET /account/data/user), or undefined for guests and until known. */
export function useCurrentUserId(): number | undefined {
  const signedIn = useIsSignedIn();
  const { data } = $api.useQuery('get', '/account/data/user', undefined, { enabled: signedIn });
  return signedIn ? data?.id : undefined;
}
