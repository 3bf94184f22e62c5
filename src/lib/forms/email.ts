import { z } from 'zod'
import '../zod-jitless'
import { EMAIL_MESSAGES, MAX_EMAIL } from './email-rule'

export { EMAIL_MESSAGES, emailProblem, MAX_EMAIL } from './email-rule'

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
