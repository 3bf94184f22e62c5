'use client'

import { Check, Copy } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { AFFILIATE_MESSAGES, COPIED_NOTICE_MS } from '@/lib/affiliates/messages'
import styles from './referral.module.css'

/**
 * A link in a read-only field with a Copy button; 'Copied' shows for 3 seconds (account.md section 9). The field is
 * selected on focus, so a browser without clipboard access still lets the shopper copy it by hand.
 */
export function CopyLink({ link, label }: { link: string; label: string }) {
  const [copied, setCopied] = useState(false)
  const id = useId()
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
    } catch {
      // No clipboard (an insecure origin, a refused permission): the selected field is the fallback.
      ;(document.getElementById(id) as HTMLInputElement | null)?.select()
    }
    setCopied(true)
  }
  return (
    <div className={styles.copy}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} className={styles.linkField} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="button button-primary" onClick={copy}>
        {copied ? <Check aria-hidden="true" size={18} /> : <Copy aria-hidden="true" size={18} />}
        Copy
      </button>
      <span className={styles.copied} role="status" aria-live="polite">
        {copied ? AFFILIATE_MESSAGES.copied : ''}
      </span>
    </div>
  )
}
