// Colour and outfit changes (spec 02 §4, §7): each answer carries the new character code, which is
// written into the cached character so the scene redraws without another request.
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import {
  characterQueryOptions,
  customizeInventoryQueryPrefix,
  customizeQueryOptions,
} from './use-character-data';

function useWriteCode() {
  const queryClient = useQueryClient();
  return (characterCode: string) =>
    queryClient.setQueryData(characterQueryOptions().queryKey, (character) =>
      character ? { ...character, character_code: characterCode } : character,
    );
}

export function useSetColor() {
  const queryClient = useQueryClient();
  const writeCode = useWriteCode();
  return $api.useMutation('patch', '/character/color', {
    onSuccess: ({ character_code, previous_colors }) => {
      writeCode(character_code);
      queryClient.setQueryData(customizeQueryOptions().queryKey, (customize) =>
        customize ? { ...customize, previous_colors } : customize,
      );
    },
  });
}

function useOutfitMutation(path: '/character/code/add' | '/character/code/remove') {
  const queryClient = useQueryClient();
  const writeCode = useWriteCode();
  return $api.useMutation('patch', path, {
    onSuccess: ({ character_code, current_outfit }) => {
      writeCode(character_code);
      queryClient.setQueryData(customizeQueryOptions().queryKey, (customize) =>
        customize ? { ...customize, current_outfit } : customize,
      );
      // The Outfits tab lists the current outfit.
      void queryClient.invalidateQueries({ queryKey: customizeInventoryQueryPrefix });
    },
  });
}

export const useAddOutfitItem = () => useOutfitMutation('/character/code/add');
export const useRemoveOutfitItem = () => useOutfitMutation('/character/code/remove');
