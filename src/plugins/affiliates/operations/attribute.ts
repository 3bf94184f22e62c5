import type { PayloadRequest } from 'payload'
import { partnerCommission } from '../../../lib/affiliates/ledger'
import { type AddressLike, type PartySignals, selfReferral } from '../../../lib/affiliates/self-referral'
import { emailKey } from '../../../lib/email-identity'
import { idOf } from '../../../lib/relations'
import type { Affiliate, Order, Referral } from '../../../payload-types'
import { emailKeySql } from '../../../server/email-key'
import { lockInTransaction, lockKeyOf, sql, transactionSql } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import { queuePartnerNotice } from './partner-notice'
import { referralSettings } from './reads'
import { queueRewardCheck } from './reward'

/** Advisory-lock space of order attributions ('PREF'). */
const REFERRAL_LOCK_SPACE = 0x50524546

const orderAddress = (order: Order): AddressLike => ({
  address1: order.shipping?.address1,
  address2: order.shipping?.address2,
  city: order.shipping?.city,
  zip: order.shipping?.zip,
  country: order.shipping?.country,
})

/** The cards (Stripe fingerprints) and PayPal payers that paid for these orders. */
async function payersOf(req: PayloadRequest, orders: number[]): Promise<Pick<PartySignals, 'cards' | 'paypalPayers'>> {
  if (orders.length === 0) return { cards: [], paypalPayers: [] }
  const { docs } = await req.payload.find({
    collection: 'transactions',
    where: { order: { in: orders } },
    limit: 200,
    depth: 0,
    select: { data: true },
    req,
    overrideAccess: true, // the payers' identities, compared only, never shown
  })
  const payers = docs.map((t) => (t.data as { payer?: unknown } | null)?.payer).filter((p) => typeof p === 'string')
  return {
    cards: payers.filter((p) => p.startsWith('card:')),
    paypalPayers: payers.filter((p) => p.startsWith('paypal:')),
  }
}

/** What identifies the referrer: their account, e-mails, saved and shipped-to addresses, cards and PayPal. */
async function referrerSignals(req: PayloadRequest, affiliate: Affiliate): Promise<PartySignals> {
  const customer = idOf(affiliate.customer)
  const emails = [affiliate.email]
  const addresses: AddressLike[] = []
  if (customer !== null) {
    const [user, saved, orders] = await Promise.all([
      req.payload.findByID({ collection: 'users', id: customer, depth: 0, req, overrideAccess: true }), // compared only
      req.payload.find({
        collection: 'shipping-addresses',
        where: { customer: { equals: customer } },
        limit: 50,
        depth: 0,
        req,
        overrideAccess: true, // the referrer's addresses, compared with the buyer's, never shown
      }),
      req.payload.find({
        collection: 'orders',
        where: { customer: { equals: customer } },
        limit: 50,
        depth: 0,
        select: { shipping: true, id: true },
        req,
        overrideAccess: true, // the referrer's shipped-to addresses, compared only
      }),
    ])
    if (user?.email) emails.push(user.email)
    for (const a of saved.docs)
      addresses.push({ address1: a.address1, address2: a.address2, city: a.city, zip: a.zip, country: a.countryCode })
    for (const o of orders.docs) addresses.push(orderAddress(o as Order))
    return {
      customer,
      emails,
      addresses,
      ...(await payersOf(
        req,
        orders.docs.map((o) => o.id),
      )),
    }
  }
  return { customer, emails, addresses, cards: [], paypalPayers: [] }
}

/** The buyer's other orders that are not canceled (by account or e-mail): none makes this their first. */
async function otherOrders(req: PayloadRequest, order: Order): Promise<number> {
  const customer = idOf(order.customer)
  const { rows } = await (await transactionSql(req)).execute(sql`select count(*)::int as n from orders
    where id <> ${order.id} and status <> 'canceled' and (
      ${customer}::int is not null and customer_id = ${customer}::int
      or ${emailKeySql(sql`email`)} = ${emailKey(order.email)}
    )`)
  return Number((rows[0] as { n?: number } | undefined)?.n ?? 0)
}

/**
 * Attributes an order to an affiliate (issue 31 items 3 and 4), once: under a lock on the order, a second call (the
 * checkout's and attach-affiliate's, or two at once) finds the first and does nothing. A self-referral by any signal
 * is recorded with no reward. A member earns the referrer's reward on the buyer's first order; a partner the
 * commission on every order. The reward is pending; a job approves or reverses it later.
 */
export async function attributeOrder(
  req: PayloadRequest,
  input: { order: number; affiliate: Affiliate; source: 'checkout' | 'attach'; now?: Date },
): Promise<Referral | null> {
  return inTransaction(req, async () => {
    await lockInTransaction(req, REFERRAL_LOCK_SPACE, lockKeyOf(`order:${input.order}`))
    const { totalDocs } = await req.payload.count({
      collection: 'referrals',
      where: { order: { equals: input.order } },
      req,
      overrideAccess: true, // a uniqueness check
    })
    if (totalDocs > 0) return null
    const order = await req.payload.findByID({
      collection: 'orders',
      id: input.order,
      depth: 0,
      req,
      overrideAccess: true, // the order being attributed
    })
    if (order.status === 'canceled') return null
    const { affiliate } = input
    const buyer: PartySignals = {
      customer: idOf(order.customer),
      emails: [order.email, ...(order.shipping?.email ? [order.shipping.email] : [])],
      addresses: [orderAddress(order)],
      ...(await payersOf(req, [order.id])),
    }
    const self = selfReferral(await referrerSignals(req, affiliate), buyer)
    const settings = await referralSettings(req)
    let reward = 0
    let rewardNote: string
    if (self) rewardNote = `Self-referral (same ${self}): no reward`
    else if (affiliate.kind === 'partner') {
      const merchandise = (order.totals?.subtotal ?? 0) - (order.totals?.discount ?? 0)
      reward = partnerCommission(merchandise, settings.partnerCommission)
      rewardNote = `${settings.partnerCommission}% commission`
    } else if ((await otherOrders(req, order)) > 0) rewardNote = "Not the buyer's first order: no reward"
    else {
      reward = settings.referrerReward
      rewardNote = "The friend's first order"
    }
    const referral = await req.payload.create({
      collection: 'referrals',
      data: { order: order.id, affiliate: affiliate.id, source: input.source, selfReferral: self, reward, rewardNote },
      req,
      overrideAccess: true, // referrals are written only here
    })
    if (reward > 0) {
      await req.payload.create({
        collection: 'affiliate-ledger',
        data: {
          affiliate: affiliate.id,
          referral: referral.id,
          order: order.id,
          key: `reward:${referral.id}`,
          kind: 'reward',
          amount: reward,
          status: 'pending',
        },
        req,
        context: { affiliateOperation: true },
        overrideAccess: true, // the ledger is written by the program's operations
      })
      await queueRewardCheck(req, referral.id, input.now ?? new Date())
      if (affiliate.kind === 'partner')
        await queuePartnerNotice(req, affiliate, { kind: 'referred_order', amount: reward, order: order.id })
    }
    return referral
  })
}
