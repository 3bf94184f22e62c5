import { formatUSD } from '../../money'
import { greeting } from '../escape'
import { renderMail } from '../layout'
import { DEFAULT_BRAND, type Mail, type MailBrand } from '../types'

/**
 * Issue 13: the money was taken but the order could not be made (the last unit went to another buyer between the
 * payment and the order, a price changed). The payment is refunded automatically and the shopper told, also when
 * they had closed the tab.
 */
export function paymentRefundedMail(
  input: { firstName?: string | null; amountCents: number; reason: string; storeUrl: string },
  brand: MailBrand = DEFAULT_BRAND,
): Mail {
  return renderMail({
    brand,
    subject: `We refunded your payment of ${formatUSD(input.amountCents)}`,
    heading: 'Your order could not be placed',
    blocks: [
      { kind: 'p', text: greeting(input.firstName) },
      {
        kind: 'p',
        text: `We took your payment but could not place the order: ${input.reason} We refunded the full ${formatUSD(input.amountCents)} right away; depending on your bank it shows on your statement within 5–10 business days.`,
      },
      { kind: 'button', label: 'Back to the store', url: input.storeUrl },
      { kind: 'small', text: 'Nothing else is needed from you. Reply to this e-mail if you have a question.' },
    ],
  })
}
