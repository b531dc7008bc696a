// addOutfitItem (PATCH /character/code/add): puts an owned item on the character.
import { $api } from '../../../lib/api/client';
import { useApplyOutfitChange } from './keys';

export function useAddOutfitItem() {
  const onSuccess = useApplyOutfitChange();
  return $api.useMutation('patch', '/character/code/add', { onSuccess });
}
