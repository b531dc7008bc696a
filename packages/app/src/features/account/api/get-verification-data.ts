// getVerificationData (GET /account/data/verification): the address a verification code went to.
import { $api } from '../../../lib/api/client';

export function getVerificationDataQueryOptions() {
  return $api.queryOptions('get', '/account/data/verification');
}
