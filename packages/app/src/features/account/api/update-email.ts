// updateEmail (PUT /account/security/email): sets a new e-mail address.
import { $api } from '../../../lib/api/client';

export function useUpdateEmail() {
  return $api.useMutation('put', '/account/security/email');
}
