import type { PayloadRequest } from 'payload'
import type { PaymentMethodId, PaymentMethodView } from '../../lib/checkout/api'
import { PAYMENT_ENV_NAMES, type PaymentsConfig, paymentsConfigFrom } from '../../lib/payments/config'
import type { PaymentProvider } from '../../lib/payments/provider'
import { manualProvider } from './providers/manual'
import { paypalProvider } from './providers/paypal'
import { stripeProvider } from './providers/stripe'

let read: { key: string; config: PaymentsConfig } | null = null

/** The payment keys of the environment, read again when they change (tests switch providers on and off). */
export function paymentsConfig(): PaymentsConfig {
  const key = PAYMENT_ENV_NAMES.map((name) => process.env[name] ?? '').join('\n')
  if (read?.key !== key) read = { key, config: paymentsConfigFrom(process.env) }
  return read.config
}

const card = stripeProvider(() => paymentsConfig().stripe)
const paypal = paypalProvider(() => paymentsConfig().paypal)
const online: PaymentProvider<PayloadRequest>[] = [card, paypal]
const manual = manualProvider(() => true)

/** Card and PayPal providers, live or not, by id. */
export function onlineProvider(id: PaymentMethodId): PaymentProvider<PayloadRequest> | null {
  return online.find((p) => p.id === id) ?? null
}

/** The live provider of a method, or null. Manual payment's own rule (site settings) is the quote's to apply. */
export function paymentProvider(id: PaymentMethodId): PaymentProvider<PayloadRequest> | null {
  if (id === 'manual') return manual
  const provider = onlineProvider(id)
  return provider?.live() ? provider : null
}

/**
 * The methods the checkout offers, in this order: card, PayPal, then manual payment when no online provider is
 * live or the merchandiser offers it beside them (site settings).
 */
export function livePaymentMethods(settings: {
  alongside: boolean
  title: string
  instructions: string
}): PaymentMethodView[] {
  const live = online.filter((p) => p.live())
  const methods: PaymentMethodView[] = live.map((p) => ({
    id: p.id,
    name: p.title,
    instructions: null,
    publicKey: p.publicKey(),
  }))
  if (live.length === 0 || settings.alongside)
    methods.push({ id: 'manual', name: settings.title, instructions: settings.instructions || null, publicKey: null })
  return methods
}
