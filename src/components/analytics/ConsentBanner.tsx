'use client'

import { useEffect, useRef, useState } from 'react'
import type { TagManagerConfig } from '@/lib/analytics/config'
import type { ConsentChoice } from '@/lib/analytics/consent'
import styles from './ConsentBanner.module.css'
import { CONSENT_SETTINGS_EVENT, readConsent, writeConsent } from './consent-storage'
import { analyticsTracker } from './track'

/**
 * The analytics consent (issue 34). Without a tag manager (`config` null) it only tells the tracker so, which then
 * drops every event, and shows nothing. With one, after hydration it reads the
 * remembered choice; without one it shows a small banner at the bottom that leaves the page usable (a region, not a
 * dialog). Accept loads the tag manager and sends what this page held; Decline sends nothing. 'Cookie settings' in
 * the footer shows it again.
 */
export function ConsentBanner({ config }: { config: TagManagerConfig | null }) {
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<ConsentChoice | null>(null)
  const accept = useRef<HTMLButtonElement>(null)
  const reopened = useRef(false)

  useEffect(() => {
    analyticsTracker.configure(config)
    if (!config) return
    const stored = readConsent()
    setChoice(stored)
    if (stored) analyticsTracker.decide(stored)
    else setOpen(true)
    const onSettings = () => {
      reopened.current = true
      setOpen(true)
    }
    window.addEventListener(CONSENT_SETTINGS_EVENT, onSettings)
    return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, onSettings)
  }, [config])

  // Asked for from the footer: the shopper's focus goes to the choice.
  useEffect(() => {
    if (open && reopened.current) accept.current?.focus()
  }, [open])

  if (!open) return null

  const decide = (value: ConsentChoice) => {
    writeConsent(value)
    analyticsTracker.decide(value)
    setChoice(value)
    setOpen(false)
  }

  return (
    <section className={styles.banner} aria-labelledby="consent-title" data-testid="consent-banner">
      <div className={styles.text}>
        <h2 id="consent-title" className={styles.title}>
          Cookies for analytics
        </h2>
        <p className={styles.body}>
          May we count visits and purchases with Google Tag Manager to improve the store? Nothing is sent unless you
          accept.
          {choice && (
            <span className={styles.current}>
              {' '}
              Your current choice: {choice === 'granted' ? 'accepted' : 'declined'}.
            </span>
          )}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={`button ${styles.decline}`} onClick={() => decide('denied')}>
          Decline
        </button>
        <button ref={accept} type="button" className="button button-primary" onClick={() => decide('granted')}>
          Accept
        </button>
      </div>
    </section>
  )
}
