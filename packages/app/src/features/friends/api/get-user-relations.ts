// getUserRelations (GET /main/data/users/relations): the four relation lists.
import { $api } from '../../../lib/api/client';

export function getUserRelationsQueryOptions() {
  return $api.queryOptions('get', '/main/data/users/relations');
}
