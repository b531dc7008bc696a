// getPledges (GET /stripe/pledges): the pledge prices and the tier the account holds.
import { $api } from '../../../lib/api/client';

export function getPledgesQueryOptions() {
  return $api.queryOptions('get', '/stripe/pledges');
}
