/**
 * The Content-Security-Policy sources a configured captcha needs (its script, its frame, its calls, hCaptcha's
 * styles); none when no captcha is configured. Like every header input it is read by `next build`.
 */
import { CAPTCHA_PROVIDERS, captchaConfigFrom } from '../lib/account/captcha'
import type { PolicyExtension } from './headers'

export function captchaPolicyFrom(env: Readonly<Record<string, string | undefined>>): PolicyExtension[] {
  const config = captchaConfigFrom(env)
  if (!config) return []
  const hosts = CAPTCHA_PROVIDERS[config.provider].hosts
  return [
    {
      csp: {
        'script-src': hosts,
        'frame-src': hosts,
        'connect-src': hosts,
        ...(config.provider === 'hcaptcha' ? { 'style-src': hosts } : {}),
      },
    },
  ]
}
