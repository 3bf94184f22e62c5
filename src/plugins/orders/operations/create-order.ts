import type { PayloadRequest } from 'payload'
import { invalidate } from '../../../cache/invalidate'
import type { CreatedOrderView } from '../../../lib/checkout/api'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import type { PaymentProvider, PaymentResult } from '../../../lib/payments/provider'
import type { Order } from '../../../payload-types'
import { consume } from '../../../server/rate-limit'
import { lockInTransaction, lockKeyOf } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import { paymentProvider } from '../../payments'
import { afterOrder, ORDER_FOLLOWS_UP, placing } from './after-order'
import { insertOrder } from './insert-order'
import { orderData } from './order-data'
import type { CreateOrderInput } from './order-input'
import { nextOrderNumber } from './order-link'
import { findOrderByAttempt, placedView } from './placed'
import { prepareOrder } from './prepare-order'
import { recordTransaction } from './record-payment'
import { redeemCoupon } from './redeem-coupon'
import { stockTags } from './stock-tags'
import { stockNeeds, takeStock } from './take-stock'

/** Advisory-lock space of checkout attempts ('PORD'). */
const ATTEMPT_LOCK_SPACE = 0x504f5244

/** Holds the checkout attempt's lock until the transaction ends: one order per attempt, whoever asks. */
export type { CreateOrderInput }

export const lockAttempt = (req: PayloadRequest, attempt: string) =>
  lockInTransaction(req, ATTEMPT_LOCK_SPACE, lockKeyOf(attempt))

/** An order whose money a provider already took (card, PayPal): placed by the payment operations only. */
export interface PaidOrder {
  provider: PaymentProvider<PayloadRequest>
  /** The settled payment as the provider reports it (succeeded, its amount). */
  payment: PaymentResult
  /** Who bought, as the payment session recorded it (a webhook has no signed-in user). */
  customer: { id: number; email: string } | null
  /** Runs under the attempt's lock before anything is written (refuses a session that was refunded meanwhile). */
  guard: (req: PayloadRequest) => Promise<void>
  /** Runs in the order's transaction once it is written (the session records its order). */
  placed: (req: PayloadRequest, order: Order) => Promise<void>
}

/**
 * Places an order (issue 12 items 3–5). The server recomputes everything from the database and never records a
 * number the browser sent (`prepareOrder`: the address, the basket quoted again, the page's figures to the cent).
 * Then, in ONE transaction: the attempt key is locked (a double click, a retry, a resubmitted page or a payment
 * webhook gets the first order back), the coupon's use is counted, the order is written with its number, the payment
 * is recorded, and stock is taken last by conditional updates (`stock_out` when another buyer got the last unit).
 * E-mails and a guest's account come after the commit.
 *
 * Manual payment starts here. Card and PayPal orders come through the payment operations with `paid`: the money is
 * taken, its amount must equal the server's total, and when the order cannot be made they refund it (issue 13).
 */
export async function createOrder(
  req: PayloadRequest,
  input: CreateOrderInput,
  options: { now?: Date; paid?: PaidOrder } = {},
): Promise<CreatedOrderView> {
  // While it runs, orders' follow-ups wait (`placing`): the shopper is waiting for this.
  const leave = placing.enter()
  try {
    return await place(req, input, options)
  } finally {
    leave()
  }
}

async function place(
  req: PayloadRequest,
  input: CreateOrderInput,
  options: { now?: Date; paid?: PaidOrder },
): Promise<CreatedOrderView> {
  const { paid, now = new Date() } = options
  const replay = await findOrderByAttempt(req, input.attempt)
  if (replay) return placedView(req, replay)
  if (!paid) await consume(req, 'create-order')

  const prepared = await prepareOrder(req, input, {
    now,
    ...(paid ? { customer: paid.customer, paid: true } : {}),
  })
  const { shipping, buyer, checked } = prepared
  const { quote } = checked
  const total = quote.totals.totalOrderPrice
  // Without a paid payment only manual payment is placed here, and only while the checkout offers it.
  const offered = checked.paymentMethods.some((m) => m.id === 'manual')
  const provider = paid?.provider ?? (input.paymentMethod === 'manual' && offered ? paymentProvider('manual') : null)
  if (!provider)
    throw new CheckoutError('This payment method is not available. Please choose another one.', 'no_payment_method', {
      disablePaymentButton: true,
    })
  if (paid && (paid.payment.status !== 'succeeded' || paid.payment.amount !== total))
    throw new CheckoutError('The payment does not match the order total.', 'payment_mismatch')

  const placed = await inTransaction(req, async () => {
    await lockAttempt(req, input.attempt)
    const again = await findOrderByAttempt(req, input.attempt)
    if (again) return { order: again, transactionId: undefined, publicStock: [] }
    await paid?.guard(req)
    const number = await nextOrderNumber(req)
    const payment =
      paid?.payment ??
      (await provider.initiate(
        req,
        { reference: number, email: buyer.email, amount: total, currency: 'usd', description: `Order ${number}` },
        `${input.attempt}:initiate`,
      ))
    if (quote.coupon?.ok && checked.coupon) await redeemCoupon(req, checked.coupon, buyer)
    const stock = stockNeeds(quote.basket.lines)
    // Written only here, after every check above; what the orders hooks leave to the follow-ups comes after the commit.
    req.context = { ...req.context, [ORDER_FOLLOWS_UP]: true }
    const order = await insertOrder(
      req,
      orderData({
        number,
        attempt: input.attempt,
        buyer,
        shipping,
        instructions: input.order.shipping.instructions,
        billing: input.order.billing,
        quote,
        configurationIds: checked.loaded.configurationIds,
        coupon: checked.coupon,
        paymentMethod: provider.id,
        payment,
        stock,
        now,
      }),
    )
    const kind = 'payment'
    const transaction = await recordTransaction(
      req,
      { order: order.id, provider: provider.id, kind, amount: total, idempotencyKey: `${input.attempt}:${kind}` },
      payment,
    )
    await paid?.placed(req, order)
    // Last, so the rows every order of a platform shares (its hardware) stay locked only until the commit.
    const publicStock = await takeStock(req, stock)
    return { order, transactionId: transaction.id as number | undefined, publicStock }
  })
  // A new order (not one the same attempt placed before): its follow-up work, and its transaction is known.
  if (placed.transactionId !== undefined) afterOrder(req.payload, placed.order, buyer.customer)
  // Pages that said "in stock" for what this order sold out (or took below what pages tell) render afresh.
  if (placed.publicStock.length) invalidate(await stockTags(req, placed.publicStock))
  return placedView(req, placed.order, placed.transactionId)
}
