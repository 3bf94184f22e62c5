'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { Check, Copy } from '@/components/icons'
import { AFFILIATE_MESSAGES, COPIED_NOTICE_MS } from '@/lib/affiliates/messages'
import { COPY_BY_HAND } from '@/lib/affiliates/share'
import { copyText } from './copy-text'
import styles from './referral.module.css'

/** The notice after a click: a new object each time, so a second click shows it for the full time again. */
type Notice = { copied: boolean } | null

/**
 * A link in a read-only field with a Copy button; 'Copied' shows for 3 seconds (account.md section 9). Where the
 * browser gives no clipboard, the field is selected and the notice says how to copy it by hand.
 */
export function CopyLink({ link, label }: { link: string; label: string }) {
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const [notice, setNotice] = useState<Notice>(null)

  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => setNotice(null), COPIED_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notice])

  const copy = async () => setNotice({ copied: await copyText(link, field.current) })

  return (
    <div className={styles.copy}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={field}
        id={id}
        className={styles.linkField}
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" className="button button-primary" onClick={copy}>
        {notice?.copied ? <Check aria-hidden="true" size={18} /> : <Copy aria-hidden="true" size={18} />}
        Copy
      </button>
      <span className={styles.copied} role="status" aria-live="polite" data-copied={notice?.copied}>
        {notice ? (notice.copied ? AFFILIATE_MESSAGES.copied : COPY_BY_HAND) : ''}
      </span>
    </div>
  )
}
