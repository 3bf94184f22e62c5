import type { PayloadRequest } from 'payload'
import type { PaymentResult } from '../../../lib/payments/provider'

/** Records one provider answer for an order (payment attempts live apart from orders). */
export async function recordTransaction(
  req: PayloadRequest,
  input: {
    order: number | null
    /** The payment session, for a refund of money whose order could not be made. */
    session?: number
    provider: string
    kind: 'payment' | 'refund'
    amount: number
    idempotencyKey: string
  },
  result: PaymentResult,
) {
  return req.payload.create({
    collection: 'transactions',
    data: {
      order: input.order,
      session: input.session ?? null,
      provider: input.provider,
      kind: input.kind,
      amount: input.amount,
      currency: 'usd',
      status: result.status,
      providerId: result.providerId,
      idempotencyKey: input.idempotencyKey,
      error: result.error ?? null,
      data: result.data ?? null,
    },
    depth: 0,
    req,
    overrideAccess: true, // transactions are written only by the payment operations
  })
}
