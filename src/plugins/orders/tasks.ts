import type { TaskConfig } from 'payload'
import { type OrderMailJob, sendOrderMail } from './operations/order-status-mail'
import { sendRefund } from './operations/refunds/send-refund'

/**
 * Orders' queued work (issue 29 item 6; run by the jobs plugin): a refund sent again with its own idempotency key
 * until the provider answers, and the customer's status mails. A task that throws is retried with backoff.
 */
export const orderTasks: TaskConfig[] = [
  {
    slug: 'send-refund',
    label: 'Send a refund to its provider',
    inputSchema: [{ name: 'refund', type: 'number', required: true }],
    retries: { attempts: 10, backoff: { type: 'exponential', delay: 30_000 } },
    handler: async ({ input, req }) => {
      const refund = await sendRefund(req, Number((input as { refund: number }).refund))
      return { output: { status: refund.status } }
    },
  },
  {
    slug: 'order-mail',
    label: 'Mail the customer about their order',
    inputSchema: [
      { name: 'order', type: 'number', required: true },
      { name: 'kind', type: 'text', required: true },
      { name: 'line', type: 'text' },
    ],
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ input, req }) => {
      await sendOrderMail(req.payload, input as unknown as OrderMailJob)
      return { output: {} }
    },
  },
]
