'use client'

import { CONSENT_SETTINGS_EVENT } from './consent-storage'

/** The footer's way back to the analytics choice (only when the store has a tag manager). */
export function CookieSettings({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(CONSENT_SETTINGS_EVENT))}>
      Cookie settings
    </button>
  )
}
