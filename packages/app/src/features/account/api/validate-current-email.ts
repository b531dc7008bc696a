// validateCurrentEmail (POST /account/security/email/validate): checks the current e-mail address before a change.
import { $api } from '../../../lib/api/client';

export function useValidateCurrentEmail() {
  return $api.useMutation('post', '/account/security/email/validate');
}
