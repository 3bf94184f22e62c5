import { describe, expect, it } from 'vitest'
import { CAPTCHA_PROVIDERS, captchaConfigFrom, captchaPassed, publicCaptcha } from '../../../src/lib/account'
import { captchaPolicyFrom } from '../../../src/security/captcha-policy'
import { BASE_POLICY, contentSecurityPolicy, extendPolicy } from '../../../src/security/headers'

const keys = { CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'secret' }

describe('captcha configuration', () => {
  it('none by default', () => {
    expect(captchaConfigFrom({})).toBeNull()
    expect(captchaConfigFrom({ CAPTCHA_PROVIDER: ' ' })).toBeNull()
    expect(captchaConfigFrom({ CAPTCHA_PROVIDER: 'none', ...keys })).toBeNull()
    expect(publicCaptcha(null)).toBeNull()
  })
  it.each(['turnstile', 'hcaptcha', 'recaptcha'] as const)('%s with its keys and its verify address', (provider) => {
    const config = captchaConfigFrom({ CAPTCHA_PROVIDER: provider.toUpperCase(), ...keys })
    expect(config).toEqual({
      provider,
      siteKey: 'site',
      secretKey: 'secret',
      verifyUrl: CAPTCHA_PROVIDERS[provider].verifyUrl,
    })
    expect(publicCaptcha(config)).toEqual({ provider, siteKey: 'site' })
  })
  it('CAPTCHA_VERIFY_URL replaces the provider address', () => {
    const env = { CAPTCHA_PROVIDER: 'hcaptcha', ...keys, CAPTCHA_VERIFY_URL: 'http://127.0.0.1:4100/verify' }
    expect(captchaConfigFrom(env)?.verifyUrl).toBe('http://127.0.0.1:4100/verify')
  })
  it('a half-done setup is an error that names the variable', () => {
    expect(() => captchaConfigFrom({ CAPTCHA_PROVIDER: 'capcha', ...keys })).toThrow(/CAPTCHA_PROVIDER/)
    expect(() => captchaConfigFrom({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'x' })).toThrow(
      /CAPTCHA_SECRET_KEY/,
    )
    expect(() => captchaConfigFrom({ CAPTCHA_PROVIDER: 'turnstile', ...keys, CAPTCHA_VERIFY_URL: 'ftp://x' })).toThrow(
      /CAPTCHA_VERIFY_URL/,
    )
  })
  it('reads the provider answer', () => {
    expect(captchaPassed({ success: true })).toBe(true)
    expect(captchaPassed({ success: false })).toBe(false)
    expect(captchaPassed({ success: 'true' })).toBe(false)
    expect(captchaPassed(null)).toBe(false)
  })
  it('adds the provider hosts to the CSP only when configured', () => {
    expect(captchaPolicyFrom({})).toEqual([])
    const csp = contentSecurityPolicy(
      extendPolicy(BASE_POLICY, ...captchaPolicyFrom({ CAPTCHA_PROVIDER: 'turnstile', ...keys })).csp,
    )
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://challenges.cloudflare.com")
    expect(csp).toContain("frame-src 'self' https://challenges.cloudflare.com")
    expect(contentSecurityPolicy(BASE_POLICY.csp)).not.toContain('cloudflare')
  })
})
