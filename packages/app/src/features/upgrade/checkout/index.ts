import type { CheckoutProvider } from './checkout-provider';
import { mockCheckoutProvider } from './mock-checkout-provider';
import { stripeCheckoutProvider } from './stripe-checkout-provider';

export type { CheckoutProvider, CheckoutSessionLink } from './checkout-provider';

/**
 * The provider in use. Compared inline so Vite drops the mock provider from real builds. The
 * standalone mock server needs no special case: its session `url` is its own stand-in page,
 * which the Stripe provider follows like any hosted checkout.
 */
export const checkoutProvider: CheckoutProvider =
  import.meta.env.VITE_API_MOCK === 'browser' ? mockCheckoutProvider : stripeCheckoutProvider;
