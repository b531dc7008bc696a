// logInUser (POST /OAuth2/authorize with the password grant): signs a user in.
import { $api } from '../../../lib/api/client';

export function useLogInUser() {
  return $api.useMutation('post', '/OAuth2/authorize');
}
