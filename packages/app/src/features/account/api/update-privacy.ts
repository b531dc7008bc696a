// updatePrivacy (PUT /account/privacy): changes one privacy level.
import { $api } from '../../../lib/api/client';

export function useUpdatePrivacy() {
  return $api.useMutation('put', '/account/privacy');
}
