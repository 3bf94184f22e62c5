import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import { publicCaptcha } from '../../../lib/account/captcha'
import { captchaConfig } from '../../../server/captcha'

/**
 * GET /api/account/captcha: `{ captcha: { provider, siteKey } | null }`, read by the auth forms when they open, so the
 * cached pages carry no configuration and load no widget unless one is configured.
 */
export const captchaEndpoint = defineEndpoint({
  path: '/account/captcha',
  method: 'get',
  caller: callers.anyone, // the site key is public by design
  handler: async () => ({ captcha: publicCaptcha(captchaConfig()) }),
})
