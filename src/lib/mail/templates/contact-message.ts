import { renderMail } from '../layout'
import { DEFAULT_BRAND, type Mail, type MailBrand } from '../types'

/** A contact-form message forwarded to the support address (reply-to is set to the sender by the caller). */
export function contactMessageMail(
  input: { name: string; email: string; subject: string; text: string; adminUrl?: string | null },
  brand: MailBrand = DEFAULT_BRAND,
): Mail {
  return renderMail({
    brand,
    subject: `[Contact] ${input.subject.replace(/[\r\n]+/g, ' ').trim()}`,
    heading: 'New message from the contact form',
    blocks: [
      {
        kind: 'rows',
        rows: [
          ['From', input.name],
          ['E-mail', input.email],
          ['Subject', input.subject],
        ],
      },
      { kind: 'p', text: input.text },
      ...(input.adminUrl ? [{ kind: 'link' as const, label: 'Open it in the admin', url: input.adminUrl }] : []),
      { kind: 'small', text: 'Reply to this mail to answer the customer.' },
    ],
  })
}
