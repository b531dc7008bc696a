// requestPasswordReset (POST /OAuth2/forgot): sends the reset link.
import { $api } from '../../../lib/api/client';

export function useRequestPasswordReset() {
  return $api.useMutation('post', '/OAuth2/forgot');
}
