import type { Config, Plugin } from 'payload'
import { paymentsConfigFrom } from '../../lib/payments/config'
import { paymentEndpoints } from './endpoints'
import { PaymentEvents, PaymentSessions } from './PaymentSessions'

export { livePaymentMethods, onlineProvider, paymentProvider, paymentsConfig } from './registry'

/**
 * Payments (issue 13): card and wallets through Stripe, PayPal, and manual payment behind one interface
 * (src/lib/payments/provider.ts); payment sessions that let a webhook finish an order the browser did not; provider
 * webhooks; refunds. Register after ordersPlugin().
 */
export function paymentsPlugin(): Plugin {
  // Half-configured keys stop the store at start-up, naming what is missing (README, "Payments").
  paymentsConfigFrom(process.env)
  return (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), PaymentSessions, PaymentEvents],
    endpoints: [...(config.endpoints ?? []), ...paymentEndpoints],
  })
}
