import type { CheckoutProvider } from './checkout-provider';
import { mockCheckoutPath } from './mock-checkout-path';

/** In-browser mock: the stand-in checkout is a route of the app itself (see mock-checkout-path.ts). */
export const mockCheckoutProvider: CheckoutProvider = {
  open(session, navigate) {
    void navigate(mockCheckoutPath.getHref(session.id));
  },
};
