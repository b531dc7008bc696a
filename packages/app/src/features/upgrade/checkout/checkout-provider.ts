// The payment provider behind the Upgrade screen, kept small so the app never depends on how the
// hosted page is reached.
//
// Why no stripe.js here: Stripe removed `stripe.redirectToCheckout` (API 2025-09-30 "clover",
// @stripe/stripe-js v8+), and the documented flow for a Stripe-hosted Checkout page is for the
// server to create the Checkout Session and for the client to send the browser to the session's
// `url` (`window.location.href = session.url`). Stripe.js (`loadStripe`) is only needed for the
// Embedded Checkout and Elements flows, which the product does not use, so js.stripe.com is never
// loaded and no publishable key is needed to pay.
import type { NavigateFunction } from 'react-router';

/** A checkout session created by `POST /stripe/session`. */
export interface CheckoutSessionLink {
  id: string;
  url: string;
}

export interface CheckoutProvider {
  /** Sends the user to the hosted checkout page of a session. */
  open(session: CheckoutSessionLink, navigate: NavigateFunction): void;
}
