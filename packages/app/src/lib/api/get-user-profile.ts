// getUserProfile (GET /main/data/user): a user's profile and their relation to the viewer.
// Shared: the profile screen reads it, and the account's General tab refreshes it after an edit.
import { $api } from './client';

export function getUserProfileQueryOptions(userId: number) {
  return $api.queryOptions('get', '/main/data/user', { params: { query: { user_id: userId } } });
}

/** The start of every profile's query key: invalidates all of them at once. */
export const userProfilesKey = getUserProfileQueryOptions(0).queryKey.slice(0, 2);
