import { loadStripe, type Stripe } from '@stripe/stripe-js'

/** checkout.md section 9: the card provider's initialisation is retried every 3 s. */
export const CARD_RETRY_MS = 3000
/** How many times before the card provider counts as unsupported in this browser (the PayPal tab then shows). */
export const CARD_TRIES = 3

const loaded = new Map<string, Promise<Stripe | null>>()

/**
 * Stripe.js for a publishable key, loaded once per page and retried every 3 s when the script fails (a flaky network,
 * a blocker). Resolves null when it never loads: the card provider is unsupported here.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey)
  if (!promise) {
    promise = (async () => {
      for (let attempt = 1; attempt <= CARD_TRIES; attempt++) {
        try {
          const stripe = await loadStripe(publishableKey, { locale: 'en' })
          if (stripe) return stripe
        } catch {}
        if (attempt < CARD_TRIES) await new Promise((resolve) => setTimeout(resolve, CARD_RETRY_MS))
      }
      return null
    })()
    loaded.set(publishableKey, promise)
  }
  return promise
}
