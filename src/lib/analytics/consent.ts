/**
 * The shopper's analytics consent as the browser keeps it (localStorage, key `padforge.consent`): the choice and
 * when it was made. A choice older than CONSENT_MAX_AGE_DAYS counts as none, so the banner asks again. Nothing
 * else is stored, and the server never reads it: cached pages stay the same for every shopper.
 */
import { isRecord } from '../is-record'

export const CONSENT_STORAGE_KEY = 'padforge.consent'
/** About six months. */
export const CONSENT_MAX_AGE_DAYS = 182

export type ConsentChoice = 'granted' | 'denied'

export interface StoredConsent {
  choice: ConsentChoice
  /** ISO time of the choice. */
  at: string
}

const DAY_MS = 86_400_000

/** The stored choice, or null when there is none, it is malformed, from the future or too old. */
export function parseConsent(raw: string | null, now = new Date()): StoredConsent | null {
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(json) || (json.choice !== 'granted' && json.choice !== 'denied') || typeof json.at !== 'string')
    return null
  const at = Date.parse(json.at)
  if (Number.isNaN(at)) return null
  const age = now.getTime() - at
  if (age < -DAY_MS || age > CONSENT_MAX_AGE_DAYS * DAY_MS) return null
  return { choice: json.choice, at: new Date(at).toISOString() }
}

/** What is stored for a choice made now. */
export const consentRecord = (choice: ConsentChoice, now = new Date()): string =>
  JSON.stringify({ choice, at: now.toISOString() } satisfies StoredConsent)
