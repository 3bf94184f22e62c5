import type { Config, Plugin } from 'payload'
import { paymentsConfigFrom } from '../../lib/payments/config'
import { paymentEndpoints } from './endpoints'
import type { OnPaid, OnRefund } from './operations/handle-webhook'
import { PaymentEvents, PaymentSessions } from './PaymentSessions'

export type { OnPaid, OnRefund } from './operations/handle-webhook'
export { chargeOf, findSession, updateSession } from './operations/sessions'
export { livePaymentMethods, onlineProvider, paymentProvider, paymentsConfig } from './registry'

export interface PaymentsPluginOptions {
  /** Called when a provider's webhook says a session's money was taken: the orders plugin's `finishSale`. */
  onPaid: OnPaid
  /** Called for each refund a provider's webhook reports: the orders plugin's `recordProviderRefund`. */
  onRefund?: OnRefund
}

/**
 * Payments (issue 13): card and wallets through Stripe, PayPal, and manual payment behind one interface
 * (src/lib/payments/provider.ts); the provider registry; payment sessions that let a webhook finish an order the
 * browser did not; provider webhooks, verified here and handed to `onPaid`. It knows nothing of orders: the orders
 * plugin runs the sale and uses this one through its index. Register after ordersPlugin().
 */
export function paymentsPlugin(handlers: PaymentsPluginOptions): Plugin {
  // Half-configured keys stop the store at start-up, naming what is missing (README, "Payments").
  paymentsConfigFrom(process.env)
  return (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), PaymentSessions, PaymentEvents],
    endpoints: [...(config.endpoints ?? []), ...paymentEndpoints(handlers)],
  })
}
