/**
 * Which online payment providers are configured, read from the environment (README, "Payments"). Pure: the caller
 * passes `process.env`. A provider counts as configured only when every key it needs is present; a half-configured
 * one is an error at start-up rather than a checkout that fails at the Pay button.
 */
export interface StripeConfig {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  /** Where the Stripe API is (tests point it at the local peer); Stripe's own when unset. */
  apiBase: URL | null
}

export interface PayPalConfig {
  clientId: string
  clientSecret: string
  /** The webhook's id in the PayPal dashboard, needed to verify deliveries. */
  webhookId: string
  apiBase: URL
}

export interface PaymentsConfig {
  stripe: StripeConfig | null
  paypal: PayPalConfig | null
}

export const PAYPAL_LIVE_API = 'https://api-m.paypal.com'
export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com'

type Env = Readonly<Record<string, string | undefined>>

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']
const PAYPAL_KEYS = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID']

/** Every variable the payments configuration reads (to notice a change, to save and restore in tests). */
export const PAYMENT_ENV_NAMES = [
  ...STRIPE_KEYS,
  'STRIPE_API_BASE',
  ...PAYPAL_KEYS,
  'PAYPAL_ENVIRONMENT',
  'PAYPAL_API_BASE',
] as const

const value = (env: Env, name: string) => env[name]?.trim() || ''

function urlOf(env: Env, name: string): URL | null {
  const raw = value(env, name)
  if (!raw) return null
  try {
    const url = new URL(raw)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url
  } catch {}
  throw new Error(`${name} must be an http(s) URL, not "${raw}".`)
}

/** Throws when some but not all of a provider's keys are set: name them. */
function allOrNone(env: Env, provider: string, names: string[]): boolean {
  const set = names.filter((n) => value(env, n))
  if (set.length === 0) return false
  const missing = names.filter((n) => !value(env, n))
  if (missing.length > 0)
    throw new Error(`${provider} payments need ${names.join(', ')}; missing: ${missing.join(', ')}.`)
  return true
}

export function paymentsConfigFrom(env: Env): PaymentsConfig {
  const stripe: StripeConfig | null = allOrNone(env, 'Stripe', STRIPE_KEYS)
    ? {
        secretKey: value(env, 'STRIPE_SECRET_KEY'),
        publishableKey: value(env, 'STRIPE_PUBLISHABLE_KEY'),
        webhookSecret: value(env, 'STRIPE_WEBHOOK_SECRET'),
        apiBase: urlOf(env, 'STRIPE_API_BASE'),
      }
    : null
  if (stripe && !stripe.publishableKey.startsWith('pk_'))
    throw new Error('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_…).')
  if (stripe && !/^(sk|rk)_/.test(stripe.secretKey))
    throw new Error('STRIPE_SECRET_KEY must be a secret or restricted key (sk_… or rk_…).')
  const paypal: PayPalConfig | null = allOrNone(env, 'PayPal', PAYPAL_KEYS)
    ? {
        clientId: value(env, 'PAYPAL_CLIENT_ID'),
        clientSecret: value(env, 'PAYPAL_CLIENT_SECRET'),
        webhookId: value(env, 'PAYPAL_WEBHOOK_ID'),
        apiBase:
          urlOf(env, 'PAYPAL_API_BASE') ??
          new URL(value(env, 'PAYPAL_ENVIRONMENT') === 'sandbox' ? PAYPAL_SANDBOX_API : PAYPAL_LIVE_API),
      }
    : null
  return { stripe, paypal }
}
