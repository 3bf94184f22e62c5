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

/** The account's view of a return (account.md section 3 "RMA"). Pure. */
export function accountReturnView(
  rma: StoredReturn,
  order: { id: number; number: string; line: { image?: string | null; url?: string | null } | null },
): AccountReturn {
  const status = rma.status as ReturnStatus
  const label = rma.ownSend ? null : rma.label
  const ready = !!label?.file || !!label?.labelUrl
  const bill = fullBill(rma.bill)
  const dropType = FEDEX_DROP_TYPES.find((d) => d.key === label?.dropType)
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
          printUrl: ready ? printLabelPath(rma.id) : null,
          trackingNumber: label.trackingNumber ?? null,
        }
      : null,
    descriptionText: rma.ownSend
      ? `Send the item to ${RETURN_ADDRESS} so that it arrives by ${rma.deadline ? instantLabel(rma.deadline) : 'the deadline'}; a return that has not arrived by then is canceled.`
      : ready
        ? 'Print the prepaid label, attach it to the box and send it back.'
        : status === 'label_payment_pending'
          ? 'Waiting for the label payment.'
          : LABEL_BY_MAIL_TEXT,
    desireDateTime: rma.ownSend ? (rma.deadline ?? null) : null,
    refund: status === 'refunded' ? (bill?.refundTotal ?? 0) : null,
    refundBill: bill,
    cancelable: canCancelReturn(status),
  }
}
