// updatePassword (PUT /account/security/pwd): sets a new password.
import { $api } from '../../../lib/api/client';

export function useUpdatePassword() {
  return $api.useMutation('put', '/account/security/pwd');
}
