// validateCurrentPassword (POST /account/security/pwd/validate): checks the current password before a change.
import { $api } from '../../../lib/api/client';

export function useValidateCurrentPassword() {
  return $api.useMutation('post', '/account/security/pwd/validate');
}
