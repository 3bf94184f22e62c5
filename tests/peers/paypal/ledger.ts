/**
 * The peer's bookkeeping: orders (Orders v2, intent CAPTURE), their captures and refunds, with PayPal's state rules
 * (an order is captured once, only after approval; a declined funding source fails the capture; refunds never exceed
 * the capture). No HTTP here: operations return PayPal's JSON shapes or throw `PeerError`, and report webhook events
 * through `emit`.
 */
import { notFound, unprocessable } from './errors'
import { paypalId } from './ids'
import { centsOf, usd } from './money'
import { readOrderInput } from './order-input'
import type { CaptureRecord, EventType, Funding, OrderRecord, RefundRecord } from './records'
import { captureResource, orderResource, refundResource } from './resources'

export type { EventType, Funding } from './records'

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')

/** The peer's orders, captures and refunds; `base` is the peer's URL (for HATEOAS links). */
export function createLedger(base: () => string, emit: (type: EventType, resource: object, summary: string) => void) {
  const orders = new Map<string, OrderRecord>()
  const captures = new Map<string, CaptureRecord>()
  const refunds = new Map<string, RefundRecord>()
  const payerId = `PAYER${paypalId(8)}`

  const orderOf = (id: string) => {
    const order = orders.get(id)
    if (!order) throw notFound('order', id)
    return order
  }
  const captureOf = (id: string) => {
    const capture = captures.get(id)
    if (!capture) throw notFound('capture', id)
    return capture
  }

  const captureJson = (capture: CaptureRecord) => captureResource(capture, base())
  const refundJson = (refund: RefundRecord) =>
    refundResource(refund, captures.get(refund.captureId)?.refundedCents ?? refund.cents, base())
  const orderJson = (order: OrderRecord) =>
    orderResource(order, {
      base: base(),
      payerId,
      captures: order.captureIds.flatMap((id) => {
        const capture = captures.get(id)
        return capture ? [captureJson(capture)] : []
      }),
    })

  return {
    payerId,
    orderJson: (id: string) => orderJson(orderOf(id)),
    captureJson: (id: string) => captureJson(captureOf(id)),
    refundJson: (id: string) => {
      const refund = refunds.get(id)
      if (!refund) throw notFound('refund', id)
      return refundJson(refund)
    },
    orders: () => [...orders.values()].map(orderJson),
    captures: () => [...captures.values()].map(captureJson),
    refunds: () => [...refunds.values()].map(refundJson),

    /** POST /v2/checkout/orders: validates like PayPal and stores a CREATED order. */
    createOrder(body: unknown): OrderRecord['id'] {
      const unit = readOrderInput(body)
      const time = now()
      const order: OrderRecord = {
        id: paypalId(),
        status: 'CREATED',
        unit,
        funding: 'ok',
        approved: false,
        captureIds: [],
        createTime: time,
        updateTime: time,
      }
      orders.set(order.id, order)
      return order.id
    },

    /** The buyer approves in PayPal's window; `funding` says how their payment will fare at capture. */
    approve(id: string, funding: Funding = 'ok') {
      const order = orderOf(id)
      if (order.status === 'COMPLETED') {
        throw unprocessable(
          'ORDER_ALREADY_CAPTURED',
          'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
        )
      }
      order.status = 'APPROVED'
      order.approved = true
      order.funding = funding
      order.updateTime = now()
      const json = orderJson(order)
      emit('CHECKOUT.ORDER.APPROVED', json, 'An order has been approved by buyer')
      return json
    },

    /** POST /v2/checkout/orders/{id}/capture. */
    capture(id: string) {
      const order = orderOf(id)
      if (order.status === 'COMPLETED') {
        throw unprocessable(
          'ORDER_ALREADY_CAPTURED',
          'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
        )
      }
      if (order.status !== 'APPROVED') {
        throw unprocessable(
          'ORDER_NOT_APPROVED',
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within Create Order call or provide a valid payment_source in the request.",
        )
      }
      if (order.funding === 'declined') {
        throw unprocessable(
          'INSTRUMENT_DECLINED',
          "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
        )
      }
      const time = now()
      const capture: CaptureRecord = {
        id: paypalId(),
        orderId: order.id,
        status: order.funding === 'pending' ? 'PENDING' : 'COMPLETED',
        cents: centsOf(order.unit.amount, 'amount'),
        refundedCents: 0,
        ...(order.unit.custom_id !== undefined ? { customId: order.unit.custom_id } : {}),
        ...(order.unit.invoice_id !== undefined ? { invoiceId: order.unit.invoice_id } : {}),
        createTime: time,
        updateTime: time,
      }
      captures.set(capture.id, capture)
      order.captureIds.push(capture.id)
      order.status = 'COMPLETED'
      order.updateTime = time
      const amount = usd(capture.cents)
      if (capture.status === 'COMPLETED') {
        emit('PAYMENT.CAPTURE.COMPLETED', captureJson(capture), `Payment completed for $ ${amount.value} USD`)
      } else {
        emit('PAYMENT.CAPTURE.PENDING', captureJson(capture), `Payment pending for $ ${amount.value} USD`)
      }
      return orderJson(order)
    },

    /** A pending capture clears (COMPLETED) or is denied (DECLINED), with its webhook event. */
    settle(captureId: string, { deny = false } = {}) {
      const capture = captureOf(captureId)
      if (capture.status !== 'PENDING') {
        throw unprocessable('CAPTURE_STATUS_NOT_VALID', `Capture ${captureId} is ${capture.status}, not PENDING.`)
      }
      capture.status = deny ? 'DECLINED' : 'COMPLETED'
      capture.updateTime = now()
      const json = captureJson(capture)
      const value = usd(capture.cents).value
      if (deny) emit('PAYMENT.CAPTURE.DENIED', json, `A $ ${value} USD capture payment was denied`)
      else emit('PAYMENT.CAPTURE.COMPLETED', json, `Payment completed for $ ${value} USD`)
      return json
    },

    /** POST /v2/payments/captures/{id}/refund: the rest of the capture, or `amount`. */
    refund(captureId: string, body: unknown) {
      const capture = captureOf(captureId)
      if (capture.status === 'REFUNDED') {
        throw unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.')
      }
      if (capture.status === 'PENDING')
        throw unprocessable('PENDING_CAPTURE', 'Cannot initiate a refund as the capture is pending.')
      if (capture.status === 'DECLINED')
        throw unprocessable('REFUND_NOT_ALLOWED', 'Refund cannot be issued for a declined capture.')
      const remaining = capture.cents - capture.refundedCents
      const amount = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).amount : undefined
      const cents = amount === undefined ? remaining : centsOf(amount, '/amount')
      if (cents > remaining) {
        throw unprocessable(
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
          '/amount/value',
        )
      }
      const refund: RefundRecord = {
        id: paypalId(),
        captureId,
        cents,
        ...(capture.customId !== undefined ? { customId: capture.customId } : {}),
        ...(capture.invoiceId !== undefined ? { invoiceId: capture.invoiceId } : {}),
        createTime: now(),
      }
      refunds.set(refund.id, refund)
      capture.refundedCents += cents
      capture.status = capture.refundedCents === capture.cents ? 'REFUNDED' : 'PARTIALLY_REFUNDED'
      capture.updateTime = refund.createTime
      const json = refundJson(refund)
      emit('PAYMENT.CAPTURE.REFUNDED', json, `A $ ${usd(cents).value} USD capture payment was refunded`)
      return json
    },

    reset() {
      orders.clear()
      captures.clear()
      refunds.clear()
    },
  }
}

/** The peer's bookkeeping, as `createLedger` makes it. */
export type Ledger = ReturnType<typeof createLedger>
