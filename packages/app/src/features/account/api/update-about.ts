// updateAbout (PUT /account/about): saves the profile's About text.
import { $api } from '../../../lib/api/client';

export function useUpdateAbout() {
  return $api.useMutation('put', '/account/about');
}
