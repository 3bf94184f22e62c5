import type { PolicyExtension } from './headers'

/**
 * The sources Stripe.js (the card field, 3-D Secure, the Express Checkout Element with Apple Pay and Google Pay) and
 * PayPal's JS SDK need, per their published Content-Security-Policy guides. Always part of the policy, unlike the
 * captcha's: the headers are fixed when `next build` runs, and a store switches payments on with keys at start-up,
 * not with a rebuild. Only these providers' own hosts are added; scripts stay limited to them and this origin.
 */
export const PAYMENTS_POLICY: PolicyExtension = {
  csp: {
    'script-src': [
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://pay.google.com',
      'https://www.paypal.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
    ],
    'frame-src': [
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      'https://pay.google.com',
      'https://www.paypal.com',
      'https://*.paypal.com',
    ],
    'connect-src': [
      'https://api.stripe.com',
      'https://pay.google.com',
      'https://www.paypal.com',
      'https://*.paypal.com',
    ],
    'img-src': ['https://*.stripe.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
    'style-src': ['https://*.paypal.com'],
  },
  permissions: {
    // Apple Pay and Google Pay sheets run in Stripe's frames; PayPal's window may offer them too.
    payment: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://www.paypal.com'],
  },
}
