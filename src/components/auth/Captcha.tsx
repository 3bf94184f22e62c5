'use client'

import { useEffect, useRef, useState } from 'react'
import { CAPTCHA_PROVIDERS, type CaptchaProvider, type PublicCaptcha } from '@/lib/account/captcha'
import styles from './auth.module.css'

/** The three widgets' explicit-render APIs share this shape. */
interface WidgetApi {
  render(element: HTMLElement, options: { sitekey: string; callback?: (token: string) => void }): string | number
  reset(id?: string | number): void
}
const GLOBAL_OF: Record<CaptchaProvider, string> = {
  turnstile: 'turnstile',
  hcaptcha: 'hcaptcha',
  recaptcha: 'grecaptcha',
}

let config: Promise<PublicCaptcha> | null = null
const scripts = new Map<CaptchaProvider, Promise<WidgetApi>>()

/** GET /api/account/captcha once per page: null when the store has no captcha (then nothing is loaded). */
function captchaConfig(): Promise<PublicCaptcha> {
  config ??= fetch('/api/account/captcha', { cache: 'no-store' })
    .then((r) => (r.ok ? (r.json() as Promise<{ captcha: PublicCaptcha }>) : { captcha: null }))
    .then((r) => r.captcha)
    .catch(() => null)
  return config
}

function loadScript(provider: CaptchaProvider): Promise<WidgetApi> {
  let loading = scripts.get(provider)
  if (!loading) {
    loading = new Promise<WidgetApi>((resolve, reject) => {
      const ready = `padforgeCaptcha_${provider}`
      ;(window as unknown as Record<string, () => void>)[ready] = () =>
        resolve((window as unknown as Record<string, WidgetApi>)[GLOBAL_OF[provider]]!)
      const script = document.createElement('script')
      script.src = `${CAPTCHA_PROVIDERS[provider].script}?render=explicit&onload=${ready}`
      script.async = true
      script.onerror = () => reject(new Error('captcha script failed'))
      document.head.append(script)
    })
    scripts.set(provider, loading)
  }
  return loading
}

/**
 * The captcha widget of an auth form, when the store has one configured (account.md section 7: "auth forms add a
 * captcha response"); renders nothing otherwise. `onToken` receives the widget's answer ('' when it expires).
 * `resetKey` changing resets the widget (an answer is good for one submission).
 */
export function Captcha({
  onToken,
  resetKey,
  error,
}: {
  onToken: (token: string) => void
  resetKey: number
  error?: string
}) {
  const [captcha, setCaptcha] = useState<PublicCaptcha>(null)
  const holder = useRef<HTMLDivElement>(null)
  const widget = useRef<{ api: WidgetApi; id: string | number } | null>(null)
  const tokenRef = useRef(onToken)
  tokenRef.current = onToken

  useEffect(() => {
    let live = true
    captchaConfig().then((c) => live && setCaptcha(c))
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (!captcha || !holder.current || widget.current) return
    const element = holder.current
    loadScript(captcha.provider)
      .then((api) => {
        if (!element.isConnected || widget.current) return
        const id = api.render(element, { sitekey: captcha.siteKey, callback: (token) => tokenRef.current(token) })
        widget.current = { api, id }
      })
      .catch(() => tokenRef.current(''))
  }, [captcha])

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return
    widget.current.api.reset(widget.current.id)
    tokenRef.current('')
  }, [resetKey])

  if (!captcha) return null
  return (
    <div>
      <div ref={holder} />
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
