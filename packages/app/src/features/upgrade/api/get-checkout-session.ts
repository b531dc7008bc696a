// getCheckoutSession (GET /stripe/success): what a completed checkout bought.
import { $api } from '../../../lib/api/client';

export function getCheckoutSessionQueryOptions(sessionId: string) {
  return $api.queryOptions('get', '/stripe/success', {
    params: { query: { session_id: sessionId } },
  });
}
