import { greeting } from '../escape'
import { pasteLink, renderMail } from '../layout'
import { DEFAULT_BRAND, type Mail, type MailBrand } from '../types'

export function passwordResetMail(
  input: { firstName?: string | null; url: string; expiresInMinutes: number },
  brand: MailBrand = DEFAULT_BRAND,
): Mail {
  const minutes = Math.max(1, Math.round(input.expiresInMinutes))
  const expiry = minutes % 60 === 0 ? plural(minutes / 60, 'hour') : plural(minutes, 'minute')
  const mail = renderMail({
    brand,
    subject: `Reset your ${brand.storeName} password`,
    heading: 'Reset your password',
    blocks: [
      { kind: 'p', text: greeting(input.firstName) },
      {
        kind: 'p',
        text: `Someone asked to reset the password of your ${brand.storeName} account. Choose a new one here:`,
      },
      { kind: 'button', label: 'Choose a new password', url: input.url },
      { kind: 'html', html: pasteLink(input.url), text: '' },
      { kind: 'small', text: `The link works once and expires in ${expiry}.` },
      { kind: 'small', text: 'If you did not ask for this, ignore this mail: your password stays as it is.' },
    ],
  })
  // The link signs its holder in: the Outbox keeps it only while the mail has not left (no SMTP configured).
  return { ...mail, secrets: [input.url] }
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
