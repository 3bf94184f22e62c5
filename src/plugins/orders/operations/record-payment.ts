import type { PayloadRequest } from 'payload'
import type { PaymentResult } from '../../../lib/payments/provider'
import { insertDocument } from '../../../server/insert-document'

/**
 * Records one provider answer for an order (payment attempts live apart from orders), in the caller's transaction as
 * one insert (`insertDocument`: Payload's create read the row back through its query builder on every order).
 */
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
  return insertDocument(req, 'transactions', {
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
  })
}
