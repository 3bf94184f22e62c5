/**
 * PayPal's JSON for the peer's records: orders (Orders v2), captures and refunds (Payments v2), with the fields a
 * store reads (status, amount, custom_id, invoice_id, supplementary_data.related_ids.order_id) and HATEOAS links.
 */
import { usd } from './money'
import type { CaptureRecord, OrderRecord, RefundRecord } from './records'

const BUYER = { given_name: 'Pat', surname: 'Buyer', email_address: 'buyer@example.com' }
const PAYEE = { email_address: 'merchant@padforge.example', merchant_id: 'PADFORGEMERCH1' }

/** PayPal's US fee for the breakdown: 3.49 % + $0.49. */
const feeOf = (cents: number) => Math.round(cents * 0.0349) + 49

/** A capture as GET /v2/payments/captures/{id} and the capture webhooks show it. */
export function captureResource(capture: CaptureRecord, base: string) {
  const fee = capture.status === 'DECLINED' ? 0 : feeOf(capture.cents)
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
    amount: usd(capture.cents),
    final_capture: true,
    disbursement_mode: 'INSTANT',
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    seller_receivable_breakdown: {
      gross_amount: usd(capture.cents),
      paypal_fee: usd(fee),
      net_amount: usd(capture.cents - fee),
    },
    ...(capture.customId !== undefined ? { custom_id: capture.customId } : {}),
    ...(capture.invoiceId !== undefined ? { invoice_id: capture.invoiceId } : {}),
    supplementary_data: { related_ids: { order_id: capture.orderId } },
    create_time: capture.createTime,
    update_time: capture.updateTime,
    links: [
      { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${base}/v2/checkout/orders/${capture.orderId}`, rel: 'up', method: 'GET' },
    ],
  }
}

/** A refund as GET /v2/payments/refunds/{id} and PAYMENT.CAPTURE.REFUNDED show it. */
export function refundResource(refund: RefundRecord, capturedRefundedCents: number, base: string) {
  return {
    id: refund.id,
    amount: usd(refund.cents),
    seller_payable_breakdown: {
      gross_amount: usd(refund.cents),
      // The peer returns no fee on refunds (PayPal keeps a part of it, depending on the account's terms).
      paypal_fee: usd(0),
      net_amount: usd(refund.cents),
      total_refunded_amount: usd(capturedRefundedCents),
    },
    ...(refund.customId !== undefined ? { custom_id: refund.customId } : {}),
    ...(refund.invoiceId !== undefined ? { invoice_id: refund.invoiceId } : {}),
    status: 'COMPLETED',
    create_time: refund.createTime,
    update_time: refund.createTime,
    links: [
      { href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
    ],
  }
}

function orderLinks(order: OrderRecord, base: string) {
  const self = `${base}/v2/checkout/orders/${order.id}`
  const links = [{ href: self, rel: 'self', method: 'GET' }]
  if (order.status === 'COMPLETED') return links
  if (order.status === 'CREATED') {
    links.push({ href: `${base}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' })
  }
  links.push(
    { href: self, rel: 'update', method: 'PATCH' },
    { href: `${self}/capture`, rel: 'capture', method: 'POST' },
  )
  return links
}

/** An order as GET /v2/checkout/orders/{id} shows it; the payer appears once the buyer approved. */
export function orderResource(
  order: OrderRecord,
  { base, payerId, captures }: { base: string; payerId: string; captures: object[] },
) {
  const payer = order.approved
    ? {
        name: { given_name: BUYER.given_name, surname: BUYER.surname },
        email_address: BUYER.email_address,
        payer_id: payerId,
        address: { country_code: 'US' },
      }
    : null
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    ...(payer
      ? {
          payment_source: {
            paypal: {
              email_address: payer.email_address,
              account_id: payerId,
              account_status: 'VERIFIED',
              name: payer.name,
              address: payer.address,
            },
          },
        }
      : {}),
    purchase_units: [
      {
        ...order.unit,
        payee: PAYEE,
        ...(captures.length > 0 ? { payments: { captures: captures } } : {}),
      },
    ],
    ...(payer ? { payer } : {}),
    create_time: order.createTime,
    update_time: order.updateTime,
    links: orderLinks(order, base),
  }
}
