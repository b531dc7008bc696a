// registerUser (POST /register/user): creates an account.
import { $api } from '../../../lib/api/client';

export function useRegisterUser() {
  return $api.useMutation('post', '/register/user');
}
