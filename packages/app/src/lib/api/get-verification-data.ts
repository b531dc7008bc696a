// getVerificationData (GET /account/data/verification): the address a verification code went to.
// Shared: the verify screen reads it, and a change to the account's e-mail marks it stale.
import { $api } from './client';

export function getVerificationDataQueryOptions() {
  return $api.queryOptions('get', '/account/data/verification');
}
