import type { TaskConfig } from 'payload'
import type { ReturnMailKind } from '../../lib/mail/templates/return-update'
import { checkReturnDeadline, refundLabel } from './operations/overdue'
import { sendReturnMail } from './operations/return-mail'

const rmaInput = [{ name: 'rma', type: 'number' as const, required: true }]

/** Returns' queued work (run by the jobs plugin): the deadline check, an unused label's refund, the mails. */
export const returnTasks: TaskConfig[] = [
  {
    slug: 'return-deadline',
    label: 'Cancel a return that did not arrive in time',
    inputSchema: rmaInput,
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ input, req }) => ({
      output: { outcome: await checkReturnDeadline(req, Number((input as { rma: number }).rma)) },
    }),
  },
  {
    slug: 'refund-label',
    label: 'Refund an unused return label',
    inputSchema: rmaInput,
    retries: { attempts: 10, backoff: { type: 'exponential', delay: 30_000 } },
    handler: async ({ input, req }) => ({
      output: { outcome: await refundLabel(req, Number((input as { rma: number }).rma)) },
    }),
  },
  {
    slug: 'return-mail',
    label: 'Mail the customer about their return',
    inputSchema: [...rmaInput, { name: 'kind', type: 'text', required: true }],
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ input, req }) => {
      await sendReturnMail(req.payload, input as unknown as { rma: number; kind: ReturnMailKind })
      return { output: {} }
    },
  },
]
