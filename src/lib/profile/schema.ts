import { z } from 'zod'
import '../zod-jitless'
import { checkForm } from '../forms/check'
import { emailField } from '../forms/email'

export const MAX_NAME = 100
export const MAX_PHONE = 32
export const MIN_PHONE = 6
export const MAX_PASSWORD = 128

/** The spec's messages (account.md section 5) and ours where it gives none. */
export const PROFILE_MESSAGES = {
  firstName: 'Please enter first name',
  lastName: 'Please enter last name',
  nameTooLong: `At most ${MAX_NAME} characters`,
  phone: `The phone number needs at least ${MIN_PHONE} characters`,
  phoneTooLong: `At most ${MAX_PHONE} characters`,
  phoneCharacters: 'Use digits, spaces and + ( ) - . only',
  password: 'Please enter your password to change the e-mail',
} as const

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value)

const name = (required: string) =>
  z.preprocess(
    trimmed,
    z.string({ error: required }).min(1, { error: required }).max(MAX_NAME, { error: PROFILE_MESSAGES.nameTooLong }),
  )

/** Optional, but a phone that is given must be one a courier can call (the checkout asks at least 6 characters). */
const phone = z.preprocess(
  (value) => trimmed(value ?? ''),
  z.union([
    z.literal(''),
    z
      .string({ error: PROFILE_MESSAGES.phone })
      .min(MIN_PHONE, { error: PROFILE_MESSAGES.phone })
      .max(MAX_PHONE, { error: PROFILE_MESSAGES.phoneTooLong })
      .regex(/^[0-9+()\-.\s]+$/, { error: PROFILE_MESSAGES.phoneCharacters }),
  ]),
)

/**
 * My Settings (account.md section 2: first_name, last_name, email, phone). `password` is the current password, needed
 * only when the e-mail changes: the page asks for it then, and the server checks it (an e-mail is how an account is
 * recovered, so taking over a signed-in browser must not be enough to move it).
 */
export const profileSchema = z.object({
  first_name: name(PROFILE_MESSAGES.firstName),
  last_name: name(PROFILE_MESSAGES.lastName),
  email: emailField,
  phone,
  password: z
    .string()
    .max(MAX_PASSWORD)
    .nullish()
    .transform((value) => value || ''),
})

export type ProfileForm = z.output<typeof profileSchema>
export type ProfileInput = z.input<typeof profileSchema>

/** The profile as the page reads and sends it (the spec's field names). */
export interface Profile {
  first_name: string
  last_name: string
  email: string
  phone: string
}

/** Does this change move the account to another e-mail? Payload keeps e-mails lower-cased. */
export const changesEmail = (current: string, next: string): boolean =>
  current.trim().toLowerCase() !== next.trim().toLowerCase()

/** The form checked: its value, or each field's messages (the first one as the alert's sentence). */
export const checkProfile = (input: unknown) => checkForm(profileSchema, input)
