// getViolation (GET /accountability/violation): why the account is restricted.
import { $api } from '../../../lib/api/client';

export function getViolationQueryOptions() {
  return $api.queryOptions('get', '/accountability/violation');
}
