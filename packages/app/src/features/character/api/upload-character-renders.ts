// uploadCharacterRenders (POST /character/renders): the captured 2D renders of the new look.
import { $api } from '../../../lib/api/client';

export function useUploadCharacterRenders() {
  return $api.useMutation('post', '/character/renders');
}
