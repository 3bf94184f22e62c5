import { z } from 'zod'
import '../zod-jitless'

/** The spec's e-mail messages, shared by every client form (account.md section 5: subscribe, register, login, reset). */
export const EMAIL_MESSAGES = {
  required: 'Please enter an E-mail address',
  invalid: 'Please enter a valid E-mail',
} as const

/** Longest address SMTP carries (RFC 5321: 254 characters in a path). */
export const MAX_EMAIL = 254

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value)

/**
 * An e-mail field as the forms check it: trimmed, required with the spec's message, then a valid address (zod's
 * practical pattern) at most 254 characters. Lower-casing is left to the caller that stores it (Payload lower-cases
 * auth e-mails itself).
 */
export const emailField = z.preprocess(
  trimmed,
  z
    .string({ error: EMAIL_MESSAGES.required })
    .min(1, { error: EMAIL_MESSAGES.required })
    .max(MAX_EMAIL, { error: EMAIL_MESSAGES.invalid })
    .pipe(z.email({ error: EMAIL_MESSAGES.invalid })),
)

/** Same rule without zod, for the one form on every page (the footer's subscribe form), so pages ship no zod. */
export function emailProblem(value: string): string | null {
  const email = value.trim()
  if (!email) return EMAIL_MESSAGES.required
  if (email.length > MAX_EMAIL || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) return EMAIL_MESSAGES.invalid
  return null
}
