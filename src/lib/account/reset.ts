/** Set in the create's `context` by self-registration, so the Users hook never makes such an account the first admin. */
export const SELF_REGISTRATION = 'padforgeSelfRegistration'

/** How long a password reset link works (Payload's `auth.forgotPassword.expiration`, in ms). */
export const RESET_LINK_MINUTES = 60

/** The page a reset link opens (`/password/reset/{token}`). */
export const resetLinkOf = (serverUrl: string, token: string): string =>
  `${serverUrl}/password/reset/${encodeURIComponent(token)}`
