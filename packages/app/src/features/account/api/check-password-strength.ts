// checkPasswordStrength (POST /account/security/pwd/strength): a new password's strength 0–4.
import { $api } from '../../../lib/api/client';

/** Asked as a query: the password is part of the key. */
export function checkPasswordStrengthQueryOptions(pwd: string) {
  return $api.queryOptions('post', '/account/security/pwd/strength', { body: { pwd } });
}
