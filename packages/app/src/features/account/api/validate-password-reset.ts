// validatePasswordReset (POST /OAuth2/reset/validate): is a reset link still good?
import { $api } from '../../../lib/api/client';

/** Asked as a query: the link's id and token are its key. */
export function validatePasswordResetQueryOptions(id: number, token: string) {
  return $api.queryOptions('post', '/OAuth2/reset/validate', { body: { id, token } });
}
