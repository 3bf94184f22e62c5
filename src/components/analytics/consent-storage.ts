'use client'

import { CONSENT_STORAGE_KEY, type ConsentChoice, consentRecord, parseConsent } from '@/lib/analytics/consent'

/** The shopper's remembered choice, read after hydration (never on the server: pages stay the same for everyone). */
export function readConsent(): ConsentChoice | null {
  try {
    return parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY))?.choice ?? null
  } catch {
    return null
  }
}

export function writeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, consentRecord(choice))
  } catch {
    // Storage blocked (private mode): the choice holds for this page only and the banner asks again next time.
  }
}

/** The footer's 'Cookie settings' asks the banner to show again. */
export const CONSENT_SETTINGS_EVENT = 'padforge:consent-settings'
