import type { PayloadRequest, TaskConfig } from 'payload'
import { measurementFrom, refundRequest } from '../../lib/analytics'
import { idOf } from '../../lib/relations'
import { sendMeasurement } from './measurement'

export const REFUND_TASK = 'analytics-refund'

/**
 * Sends one succeeded refund to GA4. Throws when GA did not take it, so the job is tried again later (5 attempts,
 * a minute apart and doubling); sends nothing when GA is no longer configured.
 */
async function reportRefund(req: PayloadRequest, refundId: number): Promise<{ sent: boolean }> {
  const config = measurementFrom(process.env)
  if (!config) return { sent: false }
  const refund = await req.payload.findByID({
    collection: 'refunds',
    id: refundId,
    depth: 0,
    select: { amount: true, order: true },
    overrideAccess: true, // the server's own report of its own refund: no caller's rights are involved
    req,
  })
  const orderId = idOf(refund.order)
  if (orderId === null) return { sent: false }
  const order = await req.payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    select: { number: true },
    overrideAccess: true, // as above
    req,
  })
  const request = refundRequest(config, { orderId: order.number, amount: refund.amount, refundId: refund.id })
  if (!(await sendMeasurement(req.payload, request))) throw new Error(`GA4 did not take the refund ${refundId}`)
  return { sent: true }
}

/** The plugin's queued work (run by the jobs plugin): GA4's `refund` of a refund that succeeded. */
export const analyticsTasks: TaskConfig[] = [
  {
    slug: REFUND_TASK,
    label: 'Report a refund to GA4',
    inputSchema: [{ name: 'refund', type: 'number', required: true }],
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ input, req }) => ({
      output: await reportRefund(req, Number((input as { refund: number }).refund)),
    }),
  },
]
