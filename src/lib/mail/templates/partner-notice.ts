import { formatUSD } from '../../money'
import { renderMail } from '../layout'
import { DEFAULT_BRAND, type Mail, type MailBrand } from '../types'

/** The partner mails a partner chooses on the notifications page (issue 31 item 6); each carries that page's link. */
export type PartnerNoticeKind = 'referred_order' | 'reward_approved' | 'reward_paid'

export interface PartnerNoticeInput {
  kind: PartnerNoticeKind
  /** Cents of the commission concerned. */
  amount: number
  orderNumber: string | null
  /** The notifications page, signed for this partner. */
  manageUrl: string
}

const SUBJECTS: Readonly<Record<PartnerNoticeKind, string>> = {
  referred_order: 'A sale through your link',
  reward_approved: 'A commission was approved',
  reward_paid: 'Your commission was paid',
}

function body(input: PartnerNoticeInput): string {
  const amount = formatUSD(input.amount)
  const order = input.orderNumber ? ` (order ${input.orderNumber})` : ''
  switch (input.kind) {
    case 'referred_order':
      return `An order was placed through one of your links${order}. Your commission of ${amount} is pending until the order is delivered and its return window has passed.`
    case 'reward_approved':
      return `Your commission of ${amount}${order} passed the return window and is approved for payment.`
    case 'reward_paid':
      return `We paid your commission of ${amount}${order}.`
  }
}

export function partnerNoticeMail(input: PartnerNoticeInput, brand: MailBrand = DEFAULT_BRAND): Mail {
  return renderMail({
    brand,
    subject: SUBJECTS[input.kind],
    heading: SUBJECTS[input.kind],
    blocks: [
      { kind: 'p', text: body(input) },
      { kind: 'p', text: 'You can choose which of these e-mails you get:' },
      { kind: 'button', label: 'Manage notifications', url: input.manageUrl },
    ],
  })
}
