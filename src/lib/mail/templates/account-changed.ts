import type { CredentialChange } from '../../account/credentials'
import { greeting } from '../escape'
import { renderMail } from '../layout'
import { DEFAULT_BRAND, type Mail, type MailBrand } from '../types'

/**
 * Sent to the address an account had BEFORE its e-mail or password changed, so a change the owner did not make is
 * seen by the owner (whoever held the session, and an admin's change too).
 */
export function accountChangedMail(
  input: { firstName?: string | null; change: CredentialChange; newEmail?: string | null; resetUrl: string },
  brand: MailBrand = DEFAULT_BRAND,
): Mail {
  const what =
    input.change.email && input.change.password
      ? 'e-mail address and password'
      : input.change.email
        ? 'e-mail address'
        : 'password'
  return renderMail({
    brand,
    subject: `Your ${brand.storeName} ${what} changed`,
    heading: `Your ${what} changed`,
    blocks: [
      { kind: 'p', text: greeting(input.firstName) },
      {
        kind: 'p',
        text: input.change.email
          ? `The ${what} of your ${brand.storeName} account just changed. The account now signs in with ${input.newEmail ?? 'a new address'}.`
          : `The password of your ${brand.storeName} account just changed.`,
      },
      {
        kind: 'p',
        text: `If you did not make this change, reply to this mail or write to ${brand.supportEmail} at once, and choose a new password:`,
      },
      { kind: 'link', label: 'Reset my password', url: input.resetUrl },
    ],
  })
}
