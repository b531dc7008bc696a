// resetPassword (PUT /OAuth2/reset/password): sets a new password from a reset link.
import { $api } from '../../../lib/api/client';

export function useResetPassword() {
  return $api.useMutation('put', '/OAuth2/reset/password');
}
