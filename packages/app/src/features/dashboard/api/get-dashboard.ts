// getDashboard (GET /main/data/dashboard): the signed-in user's dashboard.
import { $api } from '../../../lib/api/client';

export function getDashboardQueryOptions() {
  return $api.queryOptions('get', '/main/data/dashboard');
}
