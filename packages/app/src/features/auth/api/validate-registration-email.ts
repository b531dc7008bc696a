// validateRegistrationEmail (POST /register/validate/email): is an e-mail address free and allowed?
import { apiClient } from '../../../lib/api/client';

/** Resolves when the address is free; a refused one throws the ApiError. */
export async function validateRegistrationEmail(
  email: string,
  signal?: AbortSignal,
): Promise<void> {
  await apiClient.POST('/register/validate/email', { body: { email }, signal });
}
