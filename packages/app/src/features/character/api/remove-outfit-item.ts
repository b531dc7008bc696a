// removeOutfitItem (PATCH /character/code/remove): takes an item off the character.
import { $api } from '../../../lib/api/client';
import { useApplyOutfitChange } from './keys';

export function useRemoveOutfitItem() {
  const onSuccess = useApplyOutfitChange();
  return $api.useMutation('patch', '/character/code/remove', { onSuccess });
}
