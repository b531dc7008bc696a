// createCheckoutSession (POST /stripe/session): a checkout session for a pledge or a node pack.
import type { operations } from '@endless/client';
import { $api } from '../../../lib/api/client';

type CheckoutSession =
  operations['createCheckoutSession']['responses'][200]['content']['application/json'];

/** The caller says what follows: opening the checkout, or telling the user it failed. */
export function useCreateCheckoutSession(options: {
  onSuccess: (session: CheckoutSession) => void;
  onError: (error: unknown) => void;
}) {
  return $api.useMutation('post', '/stripe/session', options);
}
