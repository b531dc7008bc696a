// validateRegistrationUsername (POST /register/validate/user): is a username free and allowed? Used
// while registering (auth) and when a locked account picks a new name (accountability).
import { apiClient } from './client';

/** Resolves when the name is free; a refused name throws the ApiError. */
export async function validateRegistrationUsername(
  username: string,
  signal?: AbortSignal,
): Promise<void> {
  await apiClient.POST('/register/validate/user', { body: { username }, signal });
}
