import { formatUSD } from '../money'
import { instantLabel } from '../orders/order-dates'
import { printLabelPath } from '../routes/account'
import { type AccountReturn, FEDEX_DROP_TYPES, type LabelCarrier } from './api'
import type { RefundBill } from './refund-bill'
import { RETURN_ADDRESS } from './return-address'
import { canCancelReturn, LABEL_BY_MAIL_TEXT, type ReturnStatus, returnStatusText } from './states'

/** A return as stored (the `rmas` collection), as much as the account shows. */
export interface StoredReturn {
  id: number
  status: string
  reasonLabel: string
  quantity: number
  email: string
  description: string
  createdAt: string
  orderProduct: string
  productName: string
  ownSend?: boolean | null
  deadline?: string | null
  label?: {
    carrier?: string | null
    methodName?: string | null
    dropType?: string | null
    dropTypeLabel?: string | null
    price?: number | null
    file?: unknown
    labelUrl?: string | null
    trackingNumber?: string | null
  } | null
  bill?: Partial<RefundBill> | null
  received?: { at?: string | null; units?: number | null } | null
  /** Why it was canceled or rejected (staff's words for a rejection, as its mail says them). */
  closedNote?: string | null
}

export { RETURN_ADDRESS } from './return-address'

const fullBill = (bill: StoredReturn['bill']): RefundBill | null =>
  bill && typeof bill.refundTotal === 'number'
    ? {
        orderGrandTotal: bill.orderGrandTotal ?? 0,
        sdaPrice: bill.sdaPrice ?? 0,
        shippingCost: bill.shippingCost ?? 0,
        restockingFee: bill.restockingFee ?? 0,
        refundTotal: bill.refundTotal,
      }
    : null

/** The states in which the customer still has to send the item: the label to print, the deadline, the box note. */
const SENDING: ReadonlySet<string> = new Set(['return_label_issued', 'being_returned'])

/** The bill the page shows: the one made at the refund, or, once received, the one the store expects to make. */
const shownBill = (status: ReturnStatus, bill: RefundBill | null) =>
  status === 'refunded' || status === 'return_received' ? bill : null

/**
 * What the return page says about where the return is now, one text per state (docs/decisions.md "The return page per
 * state"): what to do while it is to be sent, then what happened to it. Pure.
 */
export function returnStage(rma: StoredReturn, bill: RefundBill | null): { title: string; text: string } {
  const status = rma.status as ReturnStatus
  const ready = !!rma.label?.file || !!rma.label?.labelUrl
  switch (status) {
    case 'label_payment_pending':
      return {
        title: 'Waiting for the label payment',
        text: 'Your label is issued once its payment goes through. A payment not finished within 30 minutes cancels the return.',
      }
    case 'return_label_issued':
      return {
        title: 'Your label is issued',
        text: ready ? 'Print the prepaid label, attach it to the box and send it back.' : LABEL_BY_MAIL_TEXT,
      }
    case 'being_returned':
      return rma.ownSend
        ? {
            title: 'Send it to us',
            text: `Send the item to ${RETURN_ADDRESS} so that it arrives by ${rma.deadline ? instantLabel(rma.deadline) : 'the deadline'}; a return that has not arrived by then is canceled.`,
          }
        : {
            title: 'On its way to us',
            text: 'We are expecting your parcel. Once it arrives we inspect the item and refund you.',
          }
    case 'return_received':
      return {
        title: 'Received: being inspected',
        text: `Your return arrived at our workshop${rma.received?.at ? ` on ${instantLabel(rma.received.at)}` : ''}. We are inspecting it: that normally takes 5 days, and up to 10 in busy seasons. ${bill ? 'Once it passes, we refund what the bill below shows.' : 'Once it passes, we refund you.'}`,
      }
    case 'refunded':
      return {
        title: 'Refunded',
        text: `We refunded ${formatUSD(bill?.refundTotal ?? 0)} to the way you paid. Depending on your bank it shows on your statement within 5–10 business days.`,
      }
    case 'rejected':
      return {
        title: 'Not accepted',
        text: `We inspected the item and could not accept the return${rma.closedNote ? `: ${rma.closedNote}` : ''}. We will send it back to you.`,
      }
    case 'canceled':
      return {
        title: 'Canceled',
        text: 'This return is canceled. You can start a new one from your order history while the item can still be returned.',
      }
  }
}

/**
 * The account's view of a return (account.md section 3 "RMA"). Pure. `rma.bill` is the refund's bill once refunded,
 * and, while received, the bill the store expects to make (the returns plugin computes it when read).
 */
export function accountReturnView(
  rma: StoredReturn,
  order: { id: number; number: string; line: { image?: string | null; url?: string | null } | null },
): AccountReturn {
  const status = rma.status as ReturnStatus
  const label = rma.ownSend ? null : rma.label
  const ready = !!label?.file || !!label?.labelUrl
  const sending = SENDING.has(status)
  const bill = shownBill(status, fullBill(rma.bill))
  const dropType = FEDEX_DROP_TYPES.find((d) => d.key === label?.dropType)
  const stage = returnStage(rma, bill)
  const ownSendDue = !!rma.ownSend && status === 'being_returned'
  return {
    id: rma.id,
    status,
    statusText: returnStatusText(status),
    reason: rma.reasonLabel,
    quantity: rma.quantity,
    email: rma.email,
    description: rma.description,
    created_at: rma.createdAt,
    createdLabel: instantLabel(rma.createdAt),
    orderProduct: {
      id: rma.orderProduct,
      name: rma.productName,
      image: order.line?.image ?? null,
      url: order.line?.url ?? null,
      orderId: order.id,
      orderNumber: order.number,
    },
    isOwnSend: !!rma.ownSend,
    returnLabel: label
      ? {
          carrier: (label.carrier ?? 'usps') as LabelCarrier,
          drop_type: label.dropType ?? null,
          shippingMethodLabel: label.methodName ?? '',
          dropTypeLabel: label.dropTypeLabel ?? dropType?.name ?? null,
          price: label.price ?? 0,
          ready,
          printUrl: ready && sending ? printLabelPath(rma.id) : null,
          trackingNumber: label.trackingNumber ?? null,
        }
      : null,
    stage,
    descriptionText: stage.text,
    desireDateTime: ownSendDue ? (rma.deadline ?? null) : null,
    sendBy:
      ownSendDue && rma.deadline
        ? { deadline: rma.deadline, boxNote: `Write RMA #${rma.id} on the box so that we know whose it is.` }
        : null,
    refund: status === 'refunded' ? (bill?.refundTotal ?? 0) : null,
    refundBill: bill,
    refundBillExpected: status === 'return_received' && bill !== null,
    cancelable: canCancelReturn(status),
  }
}
