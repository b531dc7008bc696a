// verifyEmail (PUT /account/verify): confirms the e-mail address with its code.
import { $api } from '../../../lib/api/client';

export function useVerifyEmail() {
  return $api.useMutation('put', '/account/verify');
}
