/**
 * Checks a captcha answer with the configured provider (src/lib/account/captcha.ts): nothing configured, nothing
 * checked. The provider is asked by a form POST of `secret`, `response` (and `remoteip` when known), answering
 * `{ success }`; turnstile, hCaptcha and reCAPTCHA all speak this.
 */
import type { PayloadRequest } from 'payload'
import { CAPTCHA_MESSAGE, captchaConfigFrom, captchaPassed } from '../../lib/account/captcha'
import { RuleError } from '../../lib/errors'
import { clientAddress, UNKNOWN_ADDRESS } from '../rate-limit'

/** A provider slower than this is taken as a failed check (the shopper can try again). */
const VERIFY_TIMEOUT_MS = 8000

export const captchaConfig = () => captchaConfigFrom(process.env)

/** Throws RuleError (422, `errors.captcha`) when a captcha is configured and `token` does not pass. */
export async function verifyCaptcha(req: Pick<PayloadRequest, 'headers' | 'payload'>, token: unknown): Promise<void> {
  const config = captchaConfig()
  if (!config) return
  const refuse = () => new RuleError(CAPTCHA_MESSAGE, { captcha: [CAPTCHA_MESSAGE] })
  if (typeof token !== 'string' || !token || token.length > 4096) throw refuse()
  const form = new URLSearchParams({ secret: config.secretKey, response: token })
  const address = clientAddress(req)
  if (address !== UNKNOWN_ADDRESS) form.set('remoteip', address)
  let passed = false
  try {
    const reply = await fetch(config.verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    })
    passed = reply.ok && captchaPassed(await reply.json().catch(() => null))
  } catch (err) {
    req.payload.logger.warn({ err }, 'captcha provider could not be reached')
  }
  if (!passed) throw refuse()
}
