import type { PayloadRequest } from 'payload'
import { RETURN_WINDOW_DAYS, type RewardVerdict, rewardVerdict } from '../../../lib/affiliates/ledger'
import { idOf } from '../../../lib/relations'
import type { AffiliateLedger } from '../../../payload-types'
import { lockInTransaction, lockKeyOf } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import { queuePartnerNotice } from './partner-notice'

const DAY_MS = 86_400_000
/** Advisory-lock space of reward settlements ('PRWD'). */
const REWARD_LOCK_SPACE = 0x50525744

/** Queues a look at a referral's reward (the 'referral-reward' task), in the caller's transaction. */
export async function queueRewardCheck(req: PayloadRequest, referral: number, at: Date): Promise<void> {
  await req.payload.jobs.queue({ task: 'referral-reward', input: { referral }, waitUntil: at, req })
}

async function ledgerOf(req: PayloadRequest, referral: number) {
  const { docs } = await req.payload.find({
    collection: 'affiliate-ledger',
    where: { referral: { equals: referral } },
    depth: 0,
    limit: 10,
    req,
    overrideAccess: true, // the program's own bookkeeping
  })
  return {
    reward: docs.find((d) => d.kind === 'reward') as AffiliateLedger | undefined,
    reversal: docs.find((d) => d.kind === 'reversal'),
  }
}

/** Cents refunded on the order (pending or done). */
async function refundedOn(req: PayloadRequest, order: number): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'refunds',
    where: { and: [{ order: { equals: order } }, { status: { in: ['pending', 'succeeded'] } }] },
    depth: 0,
    limit: 100,
    select: { amount: true },
    req,
    overrideAccess: true, // summed, not shown
  })
  return docs.reduce((sum, r) => sum + ((r as { amount?: number }).amount ?? 0), 0)
}

/**
 * Settles a referral's reward now (issue 31 item 4), under a lock on the referral so two runs act once: a canceled or
 * refunded order adds the negative entry (once: the unique key); a delivered order past the return window approves a
 * pending reward; otherwise the check is queued again for when it could change.
 */
export async function settleReward(
  req: PayloadRequest,
  referral: number,
  now = new Date(),
): Promise<RewardVerdict | 'done'> {
  return inTransaction(req, async () => {
    await lockInTransaction(req, REWARD_LOCK_SPACE, lockKeyOf(`referral:${referral}`))
    const { reward, reversal } = await ledgerOf(req, referral)
    if (!reward || reversal) return 'done'
    const orderId = idOf(reward.order)
    if (orderId === null) return 'done'
    const order = await req.payload.findByID({ collection: 'orders', id: orderId, depth: 0, req, overrideAccess: true }) // the referred order's state
    const deliveredAt = (order.lines ?? [])
      .filter((line) => line.status !== 'canceled')
      .map((line) => (line.deliveredAt ? new Date(line.deliveredAt) : null))
    const verdict = rewardVerdict(
      { status: order.status ?? '', deliveredAt, refunded: await refundedOn(req, orderId) },
      now,
    )
    if (verdict === 'reverse') {
      await req.payload.create({
        collection: 'affiliate-ledger',
        data: {
          affiliate: idOf(reward.affiliate) as number,
          referral,
          order: orderId,
          key: `reversal:${referral}`,
          kind: 'reversal',
          amount: -reward.amount,
          // Owed back: against what was pending or approved; a paid reward is taken from the next payout.
          status: reward.status === 'paid' ? 'approved' : reward.status,
        },
        req,
        context: { affiliateOperation: true },
        overrideAccess: true, // the ledger is written by the program's operations
      })
      return verdict
    }
    if (verdict === 'approve' && reward.status === 'pending') {
      const approved = await req.payload.update({
        collection: 'affiliate-ledger',
        id: reward.id,
        data: { status: 'approved', approvedAt: now.toISOString() },
        req,
        context: { affiliateOperation: true },
        overrideAccess: true, // approval is the program's rule, not a person's choice
      })
      const affiliate = await req.payload.findByID({
        collection: 'affiliates',
        id: idOf(approved.affiliate) as number,
        depth: 0,
        req,
        overrideAccess: true, // the reward's own affiliate
      })
      if (affiliate.kind === 'partner')
        await queuePartnerNotice(req, affiliate, { kind: 'reward_approved', amount: approved.amount, order: orderId })
      return verdict
    }
    if (verdict === 'wait') {
      const delivered = deliveredAt.length > 0 && deliveredAt.every((d) => d !== null)
      const last = delivered ? Math.max(...deliveredAt.map((d) => (d as Date).getTime())) : 0
      const next = delivered ? new Date(last + RETURN_WINDOW_DAYS * DAY_MS + 60_000) : new Date(now.getTime() + DAY_MS)
      await queueRewardCheck(req, referral, next)
    }
    return verdict
  })
}
