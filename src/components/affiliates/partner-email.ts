/** The partner's e-mail kept by the browser for the link generator (account.md section 3: affiliate partner email). */
export const PARTNER_EMAIL_KEY = 'padforge.affiliate-email'

export function readPartnerEmail(): string {
  try {
    return localStorage.getItem(PARTNER_EMAIL_KEY) ?? ''
  } catch {
    return '' // storage refused (private mode, a blocked site): the shopper types it
  }
}

export function rememberPartnerEmail(email: string): void {
  try {
    localStorage.setItem(PARTNER_EMAIL_KEY, email)
  } catch {
    // as above: a nicety
  }
}
