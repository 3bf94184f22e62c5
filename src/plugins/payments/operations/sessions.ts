import type { PayloadRequest } from 'payload'
import type { PaymentCharge } from '../../../lib/payments/provider'
import type { PaymentSession } from '../../../payload-types'
import type { SessionStatus } from '../PaymentSessions'

/** Reads and writes of payment sessions; each passes `req`, so inside a transaction they join it. */

export async function findSession(
  req: PayloadRequest,
  where: { attempt: string } | { providerId: string },
): Promise<PaymentSession | null> {
  const { docs } = await req.payload.find({
    collection: 'payment-sessions',
    where: 'attempt' in where ? { attempt: { equals: where.attempt } } : { providerId: { equals: where.providerId } },
    depth: 0,
    limit: 1,
    req,
    overrideAccess: true, // found by the attempt's secret key or a verified provider event
  })
  return docs[0] ?? null
}

export async function updateSession(
  req: PayloadRequest,
  id: number,
  data: { status?: SessionStatus; providerId?: string; order?: number; error?: string | null },
): Promise<void> {
  await req.payload.update({
    collection: 'payment-sessions',
    id,
    data,
    depth: 0,
    req,
    overrideAccess: true, // sessions are written only by the payment operations
  })
}

/** What the provider is asked to take for a session: the server's amount, stored before any money moved. */
export const chargeOf = (session: PaymentSession): PaymentCharge => ({
  reference: session.attempt,
  email: session.email,
  amount: session.amount,
  currency: 'usd',
  description: `Padforge checkout ${session.attempt.slice(0, 8)}`,
})
