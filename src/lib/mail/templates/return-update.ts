import { formatUSD } from '../../money'
import type { RefundBill } from '../../returns/refund-bill'
import { greeting } from '../escape'
import { renderMail } from '../layout'
import { DEFAULT_BRAND, type Mail, type MailBrand } from '../types'

/** The steps a customer hears about (issue 30 item 7, "Mails at each step"). */
export type ReturnMailKind =
  | 'created'
  | 'label_ready'
  | 'canceled'
  | 'overdue'
  | 'payment_failed'
  | 'label_failed'
  | 'received'
  | 'refunded'
  | 'rejected'

export interface ReturnMailInput {
  kind: ReturnMailKind
  rmaId: number
  firstName?: string | null
  item: string
  /** created: how it comes back. */
  ownSendBy?: string | null
  labelByMail?: boolean
  bill?: RefundBill | null
  note?: string | null
  /** The return's summary page. */
  url: string
}

const SUBJECTS: Readonly<Record<ReturnMailKind, string>> = {
  created: 'We got your return request',
  label_ready: 'Your return label is ready',
  canceled: 'Your return is canceled',
  overdue: 'Your return was canceled: it did not arrive in time',
  payment_failed: 'Your return could not be started',
  label_failed: 'We could not make your return label',
  received: 'We received your return',
  refunded: 'Your return is refunded',
  rejected: 'We could not accept your return',
}

function body(input: ReturnMailInput): string {
  switch (input.kind) {
    case 'created':
      if (input.ownSendBy)
        return `We are expecting ${input.item}. Send it to us so that it arrives by ${input.ownSendBy}; a return that has not arrived by then is canceled.`
      return input.labelByMail
        ? `We are expecting ${input.item}. Your prepaid shipping label will arrive by e-mail within 24 hours.`
        : `We are expecting ${input.item}. Print your prepaid label from the return's page, attach it to the box and send it back.`
    case 'label_ready':
      return `The prepaid shipping label for ${input.item} is ready. Print it from the return's page, attach it to the box and send it back.`
    case 'canceled':
      return `As you asked, we canceled the return of ${input.item}.`
    case 'overdue':
      return `The return of ${input.item} had not reached us by its deadline, so it was canceled. You can start a new one from your order history.`
    case 'payment_failed':
      return `The payment for the return label of ${input.item} did not go through, so no return was started and nothing was charged.`
    case 'label_failed':
      return `The carrier could not make the label for ${input.item}, so the return was canceled and its payment is being refunded. Please try again, or send the item yourself.`
    case 'received':
      return `${input.item} arrived at our workshop. We are inspecting it: that normally takes 5 days, and up to 10 in busy seasons.`
    case 'refunded':
      return `We refunded the return of ${input.item}. Depending on your bank it shows on your statement within 5–10 business days.`
    case 'rejected':
      return `We inspected ${input.item} and could not accept the return${input.note ? `: ${input.note}` : '.'} We will send it back to you.`
  }
}

/** A mail about a return (RMA #id) as it moves on. */
export function returnUpdateMail(input: ReturnMailInput, brand: MailBrand = DEFAULT_BRAND): Mail {
  const bill = input.kind === 'refunded' ? input.bill : null
  return renderMail({
    brand,
    subject: `${SUBJECTS[input.kind]} (RMA #${input.rmaId})`,
    heading: SUBJECTS[input.kind],
    blocks: [
      { kind: 'p', text: greeting(input.firstName) },
      { kind: 'p', text: body(input) },
      ...(bill
        ? [
            {
              kind: 'rows' as const,
              strongLast: true,
              rows: [
                ['Paid for the items', formatUSD(bill.orderGrandTotal)],
                ['Same Day Assembly', `−${formatUSD(bill.sdaPrice)}`],
                ['Shipping', `−${formatUSD(bill.shippingCost)}`],
                ['Restocking fee', `−${formatUSD(bill.restockingFee)}`],
                ['Refund', formatUSD(bill.refundTotal)],
              ] as const,
            },
          ]
        : []),
      { kind: 'button', label: 'See your return', url: input.url },
    ],
  })
}
