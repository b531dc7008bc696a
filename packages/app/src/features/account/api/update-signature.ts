// updateSignature (PUT /account/signature): saves the forum signature.
import { $api } from '../../../lib/api/client';

export function useUpdateSignature() {
  return $api.useMutation('put', '/account/signature');
}
