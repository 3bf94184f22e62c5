import { describe, expect, it } from 'vitest'
import { PAYPAL_LIVE_API, PAYPAL_SANDBOX_API, paymentsConfigFrom } from '../../../src/lib/payments/config'

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
}
const PAYPAL = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' }

describe('payment keys from the environment', () => {
  it('configures nothing without keys, and treats blank values as unset', () => {
    expect(paymentsConfigFrom({})).toEqual({ stripe: null, paypal: null })
    expect(paymentsConfigFrom({ STRIPE_SECRET_KEY: '  ', PAYPAL_CLIENT_ID: '', STRIPE_API_BASE: 'x' })).toEqual({
      stripe: null,
      paypal: null,
    })
  })

  it('reads Stripe with its keys trimmed, on Stripe itself unless STRIPE_API_BASE points elsewhere', () => {
    expect(paymentsConfigFrom({ ...STRIPE, STRIPE_SECRET_KEY: ' sk_test_abc\n' }).stripe).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBase: null,
    })
    expect(paymentsConfigFrom({ ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.apiBase?.href).toBe(
      'http://127.0.0.1:12111/',
    )
    expect(paymentsConfigFrom({ ...STRIPE, STRIPE_SECRET_KEY: 'rk_live_abc' }).stripe?.secretKey).toBe('rk_live_abc')
    expect(paymentsConfigFrom(STRIPE).paypal).toBeNull()
  })

  it('refuses half-configured providers, naming the missing keys', () => {
    expect(() => paymentsConfigFrom({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'missing: STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET.',
    )
    expect(() => paymentsConfigFrom({ ...STRIPE, STRIPE_WEBHOOK_SECRET: ' ' })).toThrow(
      'missing: STRIPE_WEBHOOK_SECRET.',
    )
    expect(() => paymentsConfigFrom({ PAYPAL_CLIENT_ID: 'client', PAYPAL_WEBHOOK_ID: 'WH-1' })).toThrow(
      'PayPal payments need PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID; missing: PAYPAL_CLIENT_SECRET.',
    )
  })

  it('refuses keys swapped or of the wrong kind', () => {
    const swapped = { ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' }
    expect(() => paymentsConfigFrom(swapped)).toThrow('STRIPE_PUBLISHABLE_KEY must be a publishable key')
    expect(() => paymentsConfigFrom({ ...STRIPE, STRIPE_SECRET_KEY: 'whsec_abc' })).toThrow(
      'STRIPE_SECRET_KEY must be a secret or restricted key',
    )
  })

  it('refuses an API base that is not an http(s) URL', () => {
    for (const base of ['not a url', 'ftp://example.com', 'javascript:alert(1)'])
      expect(() => paymentsConfigFrom({ ...STRIPE, STRIPE_API_BASE: base }), base).toThrow(
        `STRIPE_API_BASE must be an http(s) URL, not "${base}".`,
      )
    expect(() => paymentsConfigFrom({ ...PAYPAL, PAYPAL_API_BASE: 'file:///etc/passwd' })).toThrow('PAYPAL_API_BASE')
  })

  it("reads PayPal on PayPal's live API by default, the sandbox when asked, or PAYPAL_API_BASE", () => {
    expect(paymentsConfigFrom(PAYPAL).paypal).toEqual({
      clientId: 'client',
      clientSecret: 'secret',
      webhookId: 'WH-1',
      apiBase: new URL(PAYPAL_LIVE_API),
    })
    expect(paymentsConfigFrom({ ...PAYPAL, PAYPAL_ENVIRONMENT: 'sandbox' }).paypal?.apiBase.href).toBe(
      new URL(PAYPAL_SANDBOX_API).href,
    )
    expect(paymentsConfigFrom({ ...PAYPAL, PAYPAL_ENVIRONMENT: 'live' }).paypal?.apiBase.href).toBe(
      new URL(PAYPAL_LIVE_API).href,
    )
    const local = { ...PAYPAL, PAYPAL_ENVIRONMENT: 'sandbox', PAYPAL_API_BASE: 'http://127.0.0.1:12112' }
    expect(paymentsConfigFrom(local).paypal?.apiBase.href).toBe('http://127.0.0.1:12112/')
    expect(paymentsConfigFrom({ ...STRIPE, ...PAYPAL })).toMatchObject({
      stripe: { secretKey: 'sk_test_abc' },
      paypal: { clientId: 'client' },
    })
  })
})
