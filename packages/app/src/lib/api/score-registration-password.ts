// scoreRegistrationPassword (POST /register/validate/password): a new password's score 0–4, asked
// while registering (auth) and on the reset-password screen (account).
import { $api, apiClient } from './client';

/** The score as a query (the reset screen's meter); the password is part of the key. */
export function scoreRegistrationPasswordQueryOptions(pwd: string) {
  return $api.queryOptions('post', '/register/validate/password', { body: { pwd } });
}

/** The score as one call (the register form's debounced check); a failure throws the ApiError. */
export async function scoreRegistrationPassword(
  pwd: string,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const { data } = await apiClient.POST('/register/validate/password', { body: { pwd }, signal });
  return data?.password_score;
}
