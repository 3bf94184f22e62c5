import { ACCOUNT_MESSAGES, MAX_PASSWORD, MIN_PASSWORD } from './schemas'

/** The virtual field a user fills in to change their own e-mail or password (Payload's PATCH, GraphQL, the admin). */
export const CURRENT_PASSWORD_FIELD = 'currentPassword'

export const CREDENTIAL_MESSAGES = {
  currentPassword: 'Enter your current password to change your e-mail or password',
  wrongPassword: 'The current password is not correct',
} as const

export interface CredentialChange {
  email: boolean
  password: boolean
}

/** What an update of a user changes of its sign-in: the e-mail (case aside) and whether a new password is set. */
export function credentialChange(
  currentEmail: string | null | undefined,
  data: Record<string, unknown>,
): CredentialChange {
  const email =
    typeof data.email === 'string' && data.email.trim().toLowerCase() !== (currentEmail ?? '').trim().toLowerCase()
  const password = typeof data.password === 'string' && data.password.length > 0
  return { email, password }
}

/** Why a new password is refused (the same minimum as registration and reset), or null. */
export function newPasswordProblem(password: unknown): string | null {
  if (typeof password !== 'string') return null
  if (password.length < MIN_PASSWORD) return ACCOUNT_MESSAGES.passwordShort
  if (password.length > MAX_PASSWORD) return ACCOUNT_MESSAGES.passwordLong
  return null
}
