// setCharacterColor (PATCH /character/color): changes one colour of the character.
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import { getCustomizeDataQueryOptions } from './get-customize-data';
import { useWriteCode } from './keys';

export function useSetCharacterColor() {
  const queryClient = useQueryClient();
  const writeCode = useWriteCode();
  return $api.useMutation('patch', '/character/color', {
    onSuccess: ({ character_code, previous_colors }) => {
      writeCode(character_code);
      queryClient.setQueryData(getCustomizeDataQueryOptions().queryKey, (customize) =>
        customize ? { ...customize, previous_colors } : customize,
      );
    },
  });
}
