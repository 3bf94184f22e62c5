import { loadScript, type PayPalNamespace } from '@paypal/paypal-js'
import { logPaymentError } from './types'

/** checkout.md section 9: the PayPal button initialises after 1 s and retries every 2 s. */
export const PAYPAL_INIT_MS = 1000
export const PAYPAL_RETRY_MS = 2000
const PAYPAL_TRIES = 5

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * PayPal's SDK for a client id (USD, capture, buttons only, en_US), after 1 s and retried every 2 s while `live()`;
 * null when it never loads. The checkout's PayPal tab and a return label's PayPal button share it.
 */
export async function loadPayPal(clientId: string, live: () => boolean): Promise<PayPalNamespace | null> {
  await wait(PAYPAL_INIT_MS)
  let paypal: PayPalNamespace | null = null
  for (let attempt = 1; live() && !paypal && attempt <= PAYPAL_TRIES; attempt++) {
    paypal = await loadScript({
      clientId,
      currency: 'USD',
      intent: 'capture',
      components: 'buttons',
      disableFunding: 'card,credit,paylater',
      locale: 'en_US',
    }).catch((error: unknown) => {
      logPaymentError('PayPal script failed to load', { attempt, error: String(error) })
      return null
    })
    if (!paypal && attempt < PAYPAL_TRIES) await wait(PAYPAL_RETRY_MS)
  }
  return paypal
}
