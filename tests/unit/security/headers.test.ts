import { describe, expect, it } from 'vitest'
import {
  BASE_POLICY,
  contentSecurityPolicy,
  DEFAULT_HSTS_MAX_AGE,
  extendPolicy,
  hstsMaxAgeFrom,
  permissionsPolicy,
  securityHeaderRules,
  securityHeaders,
} from '../../../src/security/headers'

const headerOf = (name: string, headers = securityHeaders()) => headers.find((h) => h.key === name)?.value ?? ''
const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ')
      return [name, sources]
    }),
  )

describe('security headers', () => {
  it('sends the baseline on every path', () => {
    const [all] = securityHeaderRules()
    expect(all?.source).toBe('/(.*)')
    expect(all?.has).toBeUndefined()
    expect(Object.fromEntries(all!.headers.map((h) => [h.key, h.value]))).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
  })

  it('has a static CSP: inline scripts and styles from this origin only, images also data: and blob:, no framing', () => {
    const csp = directives(headerOf('Content-Security-Policy'))
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp['script-src']).not.toContain("'unsafe-eval'")
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']))
    expect(csp['connect-src']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'self'"])
    expect(csp['form-action']).toEqual(["'self'"])
    // No nonce: the header is the same for every request, so pages stay cacheable.
    expect(headerOf('Content-Security-Policy')).not.toMatch(/nonce-|strict-dynamic/)
  })

  it('allows eval only under next dev', () => {
    const devCsp = securityHeaderRules({ dev: true })[0]!.headers.find((h) => h.key === 'Content-Security-Policy')
    expect(directives(devCsp!.value)['script-src']).toContain("'unsafe-eval'")
  })

  it('turns off the browser features the store does not use, keeping payment for itself', () => {
    const policy = headerOf('Permissions-Policy')
    for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'serial', 'hid'])
      expect(policy).toContain(`${feature}=()`)
    expect(policy).toContain('payment=(self)')
  })

  it('lets a payment provider add its sources without losing ours', () => {
    const stripe = extendPolicy(BASE_POLICY, {
      csp: {
        'script-src': ['https://js.stripe.com'],
        'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
        'connect-src': ['https://api.stripe.com'],
      },
      permissions: { payment: ['https://js.stripe.com'] },
    })
    const csp = directives(contentSecurityPolicy(stripe.csp))
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://js.stripe.com'])
    expect(csp['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'])
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com'])
    expect(permissionsPolicy(stripe.permissions)).toContain('payment=(self "https://js.stripe.com")')
    // The base policy is untouched.
    expect(BASE_POLICY.csp['script-src']).toEqual(["'self'", "'unsafe-inline'"])
  })

  it("drops 'none' once a directive gets a real source, and adds new directives", () => {
    const extended = extendPolicy(BASE_POLICY, { csp: { 'object-src': ["'self'"], 'media-src': ["'self'"] } })
    expect(extended.csp['object-src']).toEqual(["'self'"])
    expect(extended.csp['media-src']).toEqual(["'self'"])
  })

  it('sends Strict-Transport-Security only on requests that came over https', () => {
    const rules = securityHeaderRules({ hstsMaxAge: 600 })
    const hsts = rules.find((r) => r.headers.some((h) => h.key === 'Strict-Transport-Security'))
    expect(hsts?.headers).toEqual([{ key: 'Strict-Transport-Security', value: 'max-age=600' }])
    expect(hsts?.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: expect.any(String) }])
    // Next anchors a `has` value as ^value$.
    const matches = (proto: string) => new RegExp(`^${hsts!.has![0]!.value}$`).test(proto)
    expect(['https', 'https,http'].map(matches)).toEqual([true, true])
    expect(['http', 'http,https', 'xhttps'].map(matches)).toEqual([false, false, false])
    expect(securityHeaders().map((h) => h.key)).not.toContain('Strict-Transport-Security')
  })

  it('reads HSTS_MAX_AGE: default one year, 0 turns it off, junk is an error', () => {
    expect(hstsMaxAgeFrom({})).toBe(DEFAULT_HSTS_MAX_AGE)
    expect(hstsMaxAgeFrom({ HSTS_MAX_AGE: '0' })).toBe(0)
    expect(securityHeaderRules({ hstsMaxAge: 0 })).toHaveLength(1)
    expect(() => hstsMaxAgeFrom({ HSTS_MAX_AGE: 'forever' })).toThrow(/HSTS_MAX_AGE/)
  })
})

describe('payments policy', () => {
  it("adds Stripe's and PayPal's hosts to scripts, frames and calls, and wallets to the payment feature", async () => {
    const { PAYMENTS_POLICY } = await import('../../../src/security/payments-policy')
    const policy = extendPolicy(BASE_POLICY, PAYMENTS_POLICY)
    expect(policy.csp['script-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://www.paypal.com']),
    )
    expect(policy.csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']))
    expect(policy.csp['frame-src']).toEqual(
      expect.arrayContaining(['https://hooks.stripe.com', 'https://www.paypal.com']),
    )
    expect(policy.csp['frame-ancestors']).toEqual(["'none'"])
    expect(policy.csp['script-src']).not.toContain("'unsafe-eval'")
    expect(policy.permissions.payment).toEqual([
      'self',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://www.paypal.com',
    ])
  })
})
