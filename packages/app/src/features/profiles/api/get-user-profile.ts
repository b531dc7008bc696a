// getUserProfile (GET /main/data/user): a user's profile and their relation to the viewer.
import { $api } from '../../../lib/api/client';

export function getUserProfileQueryOptions(userId: number) {
  return $api.queryOptions('get', '/main/data/user', { params: { query: { user_id: userId } } });
}
