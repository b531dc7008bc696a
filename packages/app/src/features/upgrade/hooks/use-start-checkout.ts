import { isApiError } from '@endless/client';
import { useNotifications } from '@endless/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useIsSignedIn } from '../../../lib/session';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { checkoutProvider } from '../checkout';
import { TEXTS, type NodePackId, type PledgeId } from '../constants';

export type CheckoutProduct = { id: PledgeId; type: 'pledges' } | { id: NodePackId; type: 'nodes' };

/**
 * The server's `response_error_text` when it sent one, else the generic text (spec 03 §8). Only
 * the checkout area's own errors (ST codes) use the `response_error` shape; shared errors (401,
 * AC1020, EX4001, EX5000) carry no `response_error_text`.
 */
export function sessionErrorText(error: unknown): string {
  return isApiError(error) && error.code.startsWith('ST') ? error.text : TEXTS.sessionFailed;
}

/** Creates a checkout session and sends the user to the hosted checkout; guests go to login. */
export function useStartCheckout() {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const session = useCreateCheckoutSession({
    onSuccess: (data) => checkoutProvider.open(data, navigate),
    onError: (error) =>
      notify({ id: 'upgrade-session', tone: 'danger', message: sessionErrorText(error) }),
  });

  const start = (product: CheckoutProduct) => {
    if (!signedIn) {
      void navigate(paths.login.getHref(paths.upgrade.page.getHref()));
      return;
    }
    session.mutate({ body: product });
  };

  return {
    start,
    /** The product whose session is being created, to show its button busy. */
    pendingId: session.isPending ? session.variables.body.id : null,
    /** True from the request until the browser leaves for the checkout. */
    busy: session.isPending || session.isSuccess,
  };
}
