import type { TaskConfig } from 'payload'
import type { PartnerNoticeKind } from '../../lib/mail/templates/partner-notice'
import { sendPartnerNotice } from './operations/partner-notice'
import { settleReward } from './operations/reward'

/** The program's queued work (run by the jobs plugin): a reward's approval or reversal, and the partner mails. */
export const affiliateTasks: TaskConfig[] = [
  {
    slug: 'referral-reward',
    label: "Approve or reverse a referral's reward",
    inputSchema: [{ name: 'referral', type: 'number', required: true }],
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ input, req }) => ({
      output: { outcome: await settleReward(req, Number((input as { referral: number }).referral)) },
    }),
  },
  {
    slug: 'partner-notice',
    label: 'Mail a partner',
    inputSchema: [
      { name: 'affiliate', type: 'number', required: true },
      { name: 'kind', type: 'text', required: true },
      { name: 'amount', type: 'number', required: true },
      { name: 'order', type: 'number' },
    ],
    retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ input, req }) => {
      const i = input as { affiliate: number; kind: PartnerNoticeKind; amount: number; order?: number | null }
      await sendPartnerNotice(req.payload, { ...i, order: i.order ?? null })
      return { output: {} }
    },
  },
]
