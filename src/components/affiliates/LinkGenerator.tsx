'use client'

import { Link2 } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { CopyLink } from '@/components/account/referral/CopyLink'
import styles from '@/components/account/referral/referral.module.css'
import { callApi } from '@/components/api/call'
import type { AffiliateInfoView } from '@/lib/affiliates/api'
import { AFFILIATE_MESSAGES } from '@/lib/affiliates/messages'

/** account.md section 3: the browser keeps the affiliate partner's e-mail. */
const PARTNER_EMAIL_KEY = 'padforge.affiliate-email'

type Errors = { email?: string; url?: string }

/**
 * The partner link generator (account.md section 5): the partner's e-mail and a landing page of this store give a
 * tracked link. The empty fields are refused here with the spec's words; the rest is the server's answer
 * (GET /api/affiliates/info), shown by its field.
 */
export function LinkGenerator() {
  const [email, setEmail] = useState('')
  const [url, setUrl] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [link, setLink] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    setEmail(localStorage.getItem(PARTNER_EMAIL_KEY) ?? '')
  }, [])

  const generate = async (event: FormEvent) => {
    event.preventDefault()
    setLink(null)
    const local: Errors = {}
    if (!email.trim()) local.email = AFFILIATE_MESSAGES.emailRequired
    if (!url.trim()) local.url = AFFILIATE_MESSAGES.urlRequired
    setErrors(local)
    if (local.email || local.url) return
    setBusy(true)
    const query = new URLSearchParams({ email: email.trim(), url: url.trim() })
    const result = await callApi<AffiliateInfoView>(`/api/affiliates/info?${query}`)
    setBusy(false)
    if (result.ok) {
      localStorage.setItem(PARTNER_EMAIL_KEY, email.trim())
      setLink(result.value.link)
    } else if (result.errors?.url) setErrors({ url: result.errors.url[0] })
    else setErrors({ email: result.errors?.email?.[0] ?? result.message })
  }

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={generate} aria-label="Link generator" noValidate>
      <label htmlFor="partner-email" className={styles.fieldLabel}>
        Your affiliate program e-mail
      </label>
      <input
        id="partner-email"
        type="email"
        className={styles.input}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={errors.email ? 'partner-email-error' : undefined}
      />
      {errors.email && (
        <p id="partner-email-error" className={styles.error} role="alert">
          {errors.email}
        </p>
      )}
      <label htmlFor="landing-url" className={styles.fieldLabel}>
        Landing page URL
      </label>
      <input
        id="landing-url"
        type="url"
        className={styles.input}
        placeholder="https://…/store"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        aria-invalid={errors.url ? true : undefined}
        aria-describedby={errors.url ? 'landing-url-error' : undefined}
      />
      {errors.url && (
        <p id="landing-url-error" className={styles.error} role="alert">
          {errors.url}
        </p>
      )}
      <div>
        <button type="submit" className="button button-primary" disabled={busy}>
          <Link2 aria-hidden="true" size={18} /> {busy ? 'Generating…' : 'Generate link'}
        </button>
      </div>
      {link && <CopyLink link={link} label="Your tracked link" />}
    </form>
  )
}
