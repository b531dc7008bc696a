import type { CheckoutProvider } from './checkout-provider';

/**
 * Stripe-hosted Checkout: a full-page redirect to the session's `url` (see checkout-provider.ts).
 * Only http(s) addresses are followed, so a bad answer can never run script in the page.
 */
export const stripeCheckoutProvider: CheckoutProvider = {
  open(session) {
    const url = new URL(session.url);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error(`Refusing to open checkout at ${url.protocol} address`);
    }
    window.location.assign(url.href);
  },
};
