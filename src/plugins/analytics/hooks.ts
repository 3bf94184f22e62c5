import type { CollectionAfterChangeHook, Payload } from 'payload'
import { measurementFrom, refundRequest } from '../../lib/analytics'
import { idOf } from '../../lib/relations'
import { sendMeasurement } from './measurement'

/** Sends a refund to GA4: the order's number is read first (outside the refund's transaction, already committed). */
async function reportRefund(payload: Payload, refund: { id: number; amount: number; order: unknown }): Promise<void> {
  const config = measurementFrom(process.env)
  const orderId = idOf(refund.order)
  if (!config || orderId === null) return
  try {
    const order = await payload.findByID({
      collection: 'orders',
      id: orderId,
      depth: 0,
      select: { number: true },
      overrideAccess: true, // the server's own report of its own refund: no caller's rights are involved
    })
    await sendMeasurement(
      payload,
      refundRequest(config, { orderId: order.number, amount: refund.amount, refundId: refund.id }),
    )
  } catch (error) {
    payload.logger.warn({ msg: 'GA4 refund event not sent', refund: refund.id, err: error })
  }
}

/** The reports in flight, so tests (and a graceful stop) can wait for them. */
const inFlight = new Set<Promise<void>>()
export const analyticsSettled = () => Promise.all([...inFlight]).then(() => undefined)

/**
 * GA4's `refund` (issue 34), once a refund has succeeded, whoever made it: a store refund confirmed by the provider, a
 * bank transfer marked as sent, or one made in the provider's dashboard. Fire and forget: the refund neither waits for
 * GA nor fails with it (the adapter logs), and without GA_MEASUREMENT_ID and GA_API_SECRET nothing is sent.
 */
export const refundToAnalytics: CollectionAfterChangeHook = ({ doc, previousDoc, operation, req }) => {
  const succeeded = doc.status === 'succeeded' && (operation === 'create' || previousDoc?.status !== 'succeeded')
  if (!succeeded || !measurementFrom(process.env)) return doc
  const report = reportRefund(req.payload, doc).finally(() => inFlight.delete(report))
  inFlight.add(report)
  return doc
}
