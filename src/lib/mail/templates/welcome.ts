import { greeting } from '../escape'
import { renderMail } from '../layout'
import { DEFAULT_BRAND, type Mail, type MailBrand } from '../types'

export function welcomeMail(
  input: { firstName?: string | null; accountUrl: string; storeUrl: string },
  brand: MailBrand = DEFAULT_BRAND,
): Mail {
  return renderMail({
    brand,
    subject: `Welcome to ${brand.storeName}`,
    heading: `Welcome to ${brand.storeName}`,
    blocks: [
      { kind: 'p', text: greeting(input.firstName) },
      {
        kind: 'p',
        text: 'Your account is ready. Keep your shipping addresses there, follow your orders and check out faster next time.',
      },
      { kind: 'button', label: 'Go to my account', url: input.accountUrl },
      { kind: 'link', label: 'Build a controller', url: input.storeUrl },
    ],
  })
}
