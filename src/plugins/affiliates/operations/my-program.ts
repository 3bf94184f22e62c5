import type { PayloadRequest } from 'payload'
import type { LedgerLineView, ReferralProgramView } from '../../../lib/affiliates/api'
import { ledgerTotals } from '../../../lib/affiliates/ledger'
import { shareLinks } from '../../../lib/affiliates/links'
import { AFFILIATE_MESSAGES } from '../../../lib/affiliates/messages'
import { NotFoundError, UnauthorizedError } from '../../../lib/errors'
import { publicServerUrl } from '../../../security/origins'
import { enrolIfOrdered } from './membership'
import { affiliateOfCustomer, referralSettings } from './reads'

/** GET /api/affiliates/me: the signed-in member's links, totals and ledger (the referral page). */
export async function myProgram(req: PayloadRequest): Promise<ReferralProgramView> {
  if (req.user?.collection !== 'users') throw new UnauthorizedError()
  const customer = Number(req.user.id)
  let affiliate = await affiliateOfCustomer(req, customer)
  if (!affiliate) {
    // Right after a first order (the thanks page) the order's follow-up may not have enrolled the buyer yet.
    await enrolIfOrdered(req, customer)
    affiliate = await affiliateOfCustomer(req, customer)
  }
  if (affiliate?.status !== 'approved') throw new NotFoundError(AFFILIATE_MESSAGES.notMember)
  const [{ docs }, settings] = await Promise.all([
    req.payload.find({
      collection: 'affiliate-ledger',
      where: { affiliate: { equals: affiliate.id } },
      sort: '-createdAt',
      limit: 100,
      depth: 1,
      select: { kind: true, amount: true, status: true, order: true, createdAt: true },
      populate: { orders: { number: true } },
      req,
      overrideAccess: true, // the caller's own ledger, found by their affiliate row
    }),
    referralSettings(req),
  ])
  const ledger: LedgerLineView[] = docs.map((line) => ({
    id: line.id,
    kind: line.kind,
    amount: line.amount,
    status: line.status,
    orderNumber: typeof line.order === 'object' && line.order ? line.order.number : null,
    createdAt: line.createdAt,
  }))
  return {
    code: affiliate.code,
    ...shareLinks(publicServerUrl(), affiliate.code),
    isPartner: affiliate.kind === 'partner',
    totals: ledgerTotals(ledger),
    ledger,
    reward: { friend: settings.friendDiscount, referrer: settings.referrerReward },
  }
}
