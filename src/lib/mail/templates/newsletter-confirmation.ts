import { pasteLink, renderMail } from '../layout'
import { DEFAULT_BRAND, type Mail, type MailBrand } from '../types'

/** Double opt-in: the subscription counts only after the link is opened. */
export function newsletterConfirmationMail(
  input: { confirmUrl: string; unsubscribeUrl: string; expiresInHours: number },
  brand: MailBrand = DEFAULT_BRAND,
): Mail {
  return renderMail({
    brand,
    subject: `Confirm your ${brand.storeName} newsletter subscription`,
    heading: 'Confirm your subscription',
    blocks: [
      {
        kind: 'p',
        text: `Someone, hopefully you, asked to receive the ${brand.storeName} newsletter at this address. Confirm it here:`,
      },
      { kind: 'button', label: 'Yes, subscribe me', url: input.confirmUrl },
      { kind: 'html', html: pasteLink(input.confirmUrl), text: '' },
      {
        kind: 'small',
        text: `The link expires in ${input.expiresInHours} hours. If you did not ask for this, ignore this mail and nothing will be sent.`,
      },
      { kind: 'link', label: 'Unsubscribe', url: input.unsubscribeUrl },
    ],
  })
}
