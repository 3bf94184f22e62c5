/**
 * The captcha seam of the auth forms (account.md section 7: "auth forms add a captcha response"). A provider is
 * configured by `CAPTCHA_PROVIDER` (turnstile | hcaptcha | recaptcha) with `CAPTCHA_SITE_KEY` and
 * `CAPTCHA_SECRET_KEY`; `CAPTCHA_VERIFY_URL` replaces the provider's verify address (tests point it at a local
 * server). Nothing set: no widget, no check. Pure: the environment is passed in.
 */
export type CaptchaProvider = 'turnstile' | 'hcaptcha' | 'recaptcha'

interface ProviderFacts {
  /** The widget's script; it renders into an element with `widgetClass` and `data-sitekey`. */
  script: string
  verifyUrl: string
  widgetClass: string
  /** The hidden field the widget writes its answer into. */
  responseField: string
  /** Hosts the Content-Security-Policy must allow for the widget (scripts, its frame, its calls). */
  hosts: readonly string[]
}

export const CAPTCHA_PROVIDERS: Readonly<Record<CaptchaProvider, ProviderFacts>> = {
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    widgetClass: 'cf-turnstile',
    responseField: 'cf-turnstile-response',
    hosts: ['https://challenges.cloudflare.com'],
  },
  hcaptcha: {
    script: 'https://js.hcaptcha.com/1/api.js',
    verifyUrl: 'https://api.hcaptcha.com/siteverify',
    widgetClass: 'h-captcha',
    responseField: 'h-captcha-response',
    hosts: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  recaptcha: {
    script: 'https://www.google.com/recaptcha/api.js',
    verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    widgetClass: 'g-recaptcha',
    responseField: 'g-recaptcha-response',
    hosts: ['https://www.google.com', 'https://www.gstatic.com', 'https://recaptcha.google.com'],
  },
}

export interface CaptchaConfig {
  provider: CaptchaProvider
  siteKey: string
  secretKey: string
  verifyUrl: string
}

/** What the browser may know: the provider and its public site key. */
export type PublicCaptcha = { provider: CaptchaProvider; siteKey: string } | null

type Env = Readonly<Record<string, string | undefined>>

/**
 * The configured captcha, or null when `CAPTCHA_PROVIDER` is unset or empty. A provider without both keys, an
 * unknown provider or a verify URL that is not http(s) throws a sentence naming the variable, so a half-done setup
 * fails at the first request instead of silently letting every form through.
 */
export function captchaConfigFrom(env: Env): CaptchaConfig | null {
  const raw = env.CAPTCHA_PROVIDER?.trim().toLowerCase()
  if (!raw || raw === 'none' || raw === 'off') return null
  if (!(raw in CAPTCHA_PROVIDERS))
    throw new Error(`CAPTCHA_PROVIDER must be turnstile, hcaptcha or recaptcha, not "${env.CAPTCHA_PROVIDER}".`)
  const provider = raw as CaptchaProvider
  const siteKey = env.CAPTCHA_SITE_KEY?.trim() ?? ''
  const secretKey = env.CAPTCHA_SECRET_KEY?.trim() ?? ''
  if (!siteKey || !secretKey)
    throw new Error(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET_KEY.`)
  const verifyUrl = env.CAPTCHA_VERIFY_URL?.trim() || CAPTCHA_PROVIDERS[provider].verifyUrl
  let protocol = ''
  try {
    protocol = new URL(verifyUrl).protocol
  } catch {}
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new Error(`CAPTCHA_VERIFY_URL must be an http(s) address, not "${verifyUrl}".`)
  return { provider, siteKey, secretKey, verifyUrl }
}

export const publicCaptcha = (config: CaptchaConfig | null): PublicCaptcha =>
  config ? { provider: config.provider, siteKey: config.siteKey } : null

/** The provider's answer `{ success: boolean }` (all three answer this shape) as a yes or no. */
export function captchaPassed(reply: unknown): boolean {
  return Boolean(reply && typeof reply === 'object' && (reply as { success?: unknown }).success === true)
}

export const CAPTCHA_MESSAGE = 'Please confirm you are not a robot.'
