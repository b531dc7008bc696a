// searchUsers (GET /main/data/users): users whose name matches the query.
import { $api } from '../../../lib/api/client';

export function searchUsersQueryOptions(query: string) {
  return $api.queryOptions('get', '/main/data/users', { params: { query: { query } } });
}
