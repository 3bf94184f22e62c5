import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { idOf } from '../../lib/relations'
import type { Affiliate, AffiliateLedger, Order, Refund, Transaction } from '../../payload-types'
import { sql, transactionSql } from '../../server/sql'
import { ORDER_FOLLOWS_UP } from '../orders'
import { attributeOrder } from './operations/attribute'
import { enrol } from './operations/membership'
import { queuePartnerNotice } from './operations/partner-notice'
import { approvedAffiliate } from './operations/reads'
import { queueRewardCheck } from './operations/reward'
import { codeOfRefCookie, refCookieOf } from './operations/signatures'

/**
 * The account's two flags in one statement on the affiliate's transaction. Payload's update of the account also wrote
 * its session rows again and read it back; the flags are no credential, so the account's own hooks (credential
 * guard, changed-address mail) have nothing to do here.
 */
async function setFlags(req: PayloadRequest, customer: number, affiliate: Affiliate | null): Promise<void> {
  const approved = affiliate?.status === 'approved'
  const member = approved && affiliate?.kind === 'member'
  const partner = approved && affiliate?.kind === 'partner'
  await (await transactionSql(req)).execute(
    sql`update users set is_affiliate_member = ${member}, is_partner = ${partner}, updated_at = now() where id = ${customer}`,
  )
}

/** The customer's `isAffiliateMember` / `isPartner` follow their affiliate row (issue 31 item 1). */
export const syncCustomerFlags: CollectionAfterChangeHook<Affiliate> = async ({ doc, previousDoc, req }) => {
  const customer = idOf(doc.customer)
  const before = idOf(previousDoc?.customer)
  if (before !== null && before !== customer) await setFlags(req, before, null)
  if (customer !== null) await setFlags(req, customer, doc)
  return doc
}

/** Administrators mark approved entries paid; every other change is the program's own (issue 31 item 7). */
export const ledgerMoves: CollectionBeforeChangeHook<AffiliateLedger> = ({ operation, data, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || req.context.affiliateOperation) return data
  if (data.status === undefined || data.status === originalDoc.status) return data
  if (originalDoc.status !== 'approved' || data.status !== 'paid')
    throw new APIError('Only an approved entry can be marked paid.', 400, undefined, true)
  return { ...data, paidAt: new Date().toISOString() }
}

/** A payout's mail to a partner who wants it. */
export const ledgerPaid: CollectionAfterChangeHook<AffiliateLedger> = async ({ doc, previousDoc, req }) => {
  if (req.context.affiliateOperation || previousDoc?.status === 'paid' || doc.status !== 'paid') return doc
  const affiliate = await req.payload.findByID({
    collection: 'affiliates',
    id: idOf(doc.affiliate) as number,
    depth: 0,
    req,
    overrideAccess: true, // the entry's own affiliate
  })
  if (affiliate.kind === 'partner')
    await queuePartnerNotice(req, affiliate, { kind: 'reward_paid', amount: doc.amount, order: idOf(doc.order) })
  return doc
}

/**
 * On the orders collection: a customer who ordered becomes a referral member (a checkout's order in its follow-up,
 * `enrolBuyer`, after the reply; an order made or given a customer otherwise, here); a cancel makes the order's
 * reward be looked at now.
 */
export const orderAffiliates: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  const customer = idOf(doc.customer)
  const followsUp = operation === 'create' && req.context[ORDER_FOLLOWS_UP] === true
  if (customer !== null && !followsUp && (operation === 'create' || idOf(previousDoc?.customer) !== customer))
    await enrol(req, customer)
  if (operation === 'update' && doc.status === 'canceled' && previousDoc?.status !== 'canceled')
    await recheckReward(req, doc.id)
  return doc
}

/**
 * On the transactions collection: when an order's payment is recorded (create-order writes it right after the order,
 * in the same transaction, with the payer's card or PayPal identity), the order is attributed to the affiliate of the
 * buyer's `ref` cookie. The browser's create-order carries the cookie; a webhook does not, and the checkout's
 * attach-affiliate call does it then.
 */
export const paymentAttributes: CollectionAfterChangeHook<Transaction> = async ({ doc, operation, req }) => {
  const order = idOf(doc.order)
  if (operation !== 'create' || doc.kind !== 'payment' || order === null || !req.headers) return doc
  const code = codeOfRefCookie(req.payload.secret, refCookieOf(req.headers), new Date())
  const affiliate = code ? await approvedAffiliate(req, code) : null
  if (affiliate) await attributeOrder(req, { order, affiliate, source: 'checkout' })
  return doc
}

/** A referred order's reward is looked at now (its order was canceled or refunded). */
async function recheckReward(req: PayloadRequest, order: number): Promise<void> {
  const { docs } = await req.payload.find({
    collection: 'referrals',
    where: { and: [{ order: { equals: order } }, { reward: { greater_than: 0 } }] },
    depth: 0,
    limit: 1,
    req,
    overrideAccess: true, // the program's own bookkeeping
  })
  if (docs[0]) await queueRewardCheck(req, docs[0].id, new Date())
}

/** On the refunds collection: a refund of a referred order makes its reward be looked at now. */
export const refundTouchesReward: CollectionAfterChangeHook<Refund> = async ({ doc, req }) => {
  const order = idOf(doc.order)
  if (order !== null) await recheckReward(req, order)
  return doc
}
