/**
 * The e-mail rule without zod, for the one form on every page (the footer's subscribe form): importing zod there would
 * put it in every page's first load. `email.ts` builds the zod field for the other forms from the same messages.
 */

/** The spec's e-mail messages, shared by every client form (account.md section 5: subscribe, register, login, reset). */
export const EMAIL_MESSAGES = {
  required: 'Please enter an E-mail address',
  invalid: 'Please enter a valid E-mail',
} as const

/** Longest address SMTP carries (RFC 5321: 254 characters in a path). */
export const MAX_EMAIL = 254

/** The message for a typed e-mail, or null when it is a valid address. */
export function emailProblem(value: string): string | null {
  const email = value.trim()
  if (!email) return EMAIL_MESSAGES.required
  if (email.length > MAX_EMAIL || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) return EMAIL_MESSAGES.invalid
  return null
}
