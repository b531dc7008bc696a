// What the character's writes share (spec 02 §4, §7): each answer carries the new character code,
// which is written into the cached character so the scene redraws without another request.
import type { operations } from '@endless/client';
import { useQueryClient } from '@tanstack/react-query';
import { getCharacterQueryOptions } from '../../../lib/api/get-character';
import { getCustomizeDataQueryOptions } from './get-customize-data';
import { getCustomizeInventoryQueryPrefix } from './get-customize-inventory';

type OutfitChange = operations['addOutfitItem']['responses'][200]['content']['application/json'] &
  operations['removeOutfitItem']['responses'][200]['content']['application/json'];

export function useWriteCode() {
  const queryClient = useQueryClient();
  return (characterCode: string) =>
    queryClient.setQueryData(getCharacterQueryOptions().queryKey, (character) =>
      character ? { ...character, character_code: characterCode } : character,
    );
}

/** An outfit item added or removed: the new code, the current outfit and the Outfits tab. */
export function useApplyOutfitChange() {
  const queryClient = useQueryClient();
  const writeCode = useWriteCode();
  return ({ character_code, current_outfit }: OutfitChange) => {
    writeCode(character_code);
    queryClient.setQueryData(getCustomizeDataQueryOptions().queryKey, (customize) =>
      customize ? { ...customize, current_outfit } : customize,
    );
    // The Outfits tab lists the current outfit.
    void queryClient.invalidateQueries({ queryKey: getCustomizeInventoryQueryPrefix });
  };
}
