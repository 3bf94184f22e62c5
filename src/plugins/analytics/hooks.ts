import type { CollectionAfterChangeHook } from 'payload'
import { measurementFrom } from '../../lib/analytics'
import { kickJobs } from '../jobs'
import { REFUND_TASK } from './tasks'

/**
 * GA4's `refund` (issue 34), once a refund has succeeded, whoever made it: a store refund confirmed by the provider, a
 * bank transfer marked as sent, or one made in the provider's dashboard. Queued as a job in the refund's own
 * transaction, so a refund that is rolled back is never reported, and the refund neither waits for GA nor fails with
 * it; a GA that is down gets the event when it is back (the job's retries). Without GA_MEASUREMENT_ID and
 * GA_API_SECRET nothing is queued.
 */
export const refundToAnalytics: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const succeeded = doc.status === 'succeeded' && (operation === 'create' || previousDoc?.status !== 'succeeded')
  if (!succeeded || !measurementFrom(process.env)) return doc
  await req.payload.jobs.queue({ task: REFUND_TASK, input: { refund: doc.id }, req })
  kickJobs(req.payload)
  return doc
}
