// getCharacter (GET /character/data/character): the character code and renders, read by the
// dashboard's 3D scene and the character screen.
import { $api } from './client';

export function getCharacterQueryOptions() {
  return $api.queryOptions('get', '/character/data/character');
}
