// resendVerificationEmail (POST /account/email/verify): sends the verification e-mail again.
import { $api } from '../../../lib/api/client';

export function useResendVerificationEmail() {
  return $api.useMutation('post', '/account/email/verify');
}
