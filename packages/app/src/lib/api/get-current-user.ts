// getCurrentUser (GET /account/data/user): the signed-in account's id and staff flag.
import { $api } from './client';

export function getCurrentUserQueryOptions() {
  return $api.queryOptions('get', '/account/data/user');
}
