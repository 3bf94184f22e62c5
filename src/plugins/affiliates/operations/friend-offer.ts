import { randomBytes } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import type { FriendOfferView } from '../../../lib/affiliates/api'
import { FRIEND_CODE_LENGTH, FRIEND_CODE_PREFIX, randomCode } from '../../../lib/affiliates/codes'
import { emailKey } from '../../../lib/email-identity'
import { formatUSD } from '../../../lib/money'
import { idOf } from '../../../lib/relations'
import type { Affiliate } from '../../../payload-types'
import { emailKeySql } from '../../../server/email-key'
import { readSql, sql } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import { referralSettings } from './reads'

const email = z.string().trim().email()

/** Has anyone with this e-mail (as `emailKey` reads it) an order that is not canceled? */
async function hasOrders(req: PayloadRequest, key: string): Promise<boolean> {
  const { rows } = await (await readSql(req)).execute(
    sql`select 1 from orders where status <> 'canceled' and ${emailKeySql(sql`email`)} = ${key} limit 1`,
  )
  return rows.length > 0
}

/** The referrer's own e-mails: the affiliate's and their account's. */
async function referrerKeys(req: PayloadRequest, affiliate: Affiliate): Promise<Set<string>> {
  const keys = new Set([emailKey(affiliate.email)])
  const id = idOf(affiliate.customer)
  if (id !== null) {
    const user = await req.payload.findByID({ collection: 'users', id, depth: 0, req, overrideAccess: true }) // the referrer's e-mail, compared only
    if (user?.email) keys.add(emailKey(user.email))
  }
  return keys
}

async function existingOffer(req: PayloadRequest, key: string) {
  const { docs } = await req.payload.find({
    collection: 'friend-offers',
    where: { emailKey: { equals: key } },
    depth: 1,
    limit: 1,
    req,
    overrideAccess: true, // the offer of the e-mail the caller typed: its code is theirs to use
  })
  return docs[0] ?? null
}

/**
 * The referred friend's $10 (issue 31 item 4): one single-use coupon per person (`emailKey`), which only that e-mail
 * may use, only on a first order. None for the referrer's own e-mail or for someone who already ordered. Two calls at
 * once make one (the unique `emailKey`; the loser reads the winner's).
 */
export async function friendOfferFor(
  req: PayloadRequest,
  affiliate: Affiliate,
  typedEmail: string,
): Promise<FriendOfferView['offer']> {
  const parsed = email.safeParse(typedEmail)
  if (!parsed.success) return null
  const key = emailKey(parsed.data)
  if ((await referrerKeys(req, affiliate)).has(key)) return null
  if (await hasOrders(req, key)) return null
  const referrer = affiliate.name?.trim() || 'A friend'
  const view = (code: string, discount: number) => ({ code, discount, referrer })
  const found = await existingOffer(req, key)
  if (found && typeof found.coupon === 'object') return view(found.coupon.code, found.coupon.discount)
  const { friendDiscount } = await referralSettings(req)
  try {
    return await inTransaction(req, async () => {
      const coupon = await req.payload.create({
        collection: 'coupons',
        data: {
          code: `${FRIEND_CODE_PREFIX}${randomCode(FRIEND_CODE_LENGTH, (n) => randomBytes(n))}`,
          description: `${formatUSD(friendDiscount)} off your first order, from ${referrer}`,
          discountType: 'fixed',
          discount: friendDiscount,
          usageLimit: 1,
          perCustomerLimit: 1,
          forEmail: key,
          firstOrderOnly: true,
          active: true,
        },
        req,
        overrideAccess: true, // the program mints the friend's code
      })
      await req.payload.create({
        collection: 'friend-offers',
        data: { emailKey: key, affiliate: affiliate.id, coupon: coupon.id },
        req,
        overrideAccess: true, // one per person: the unique emailKey refuses a second
      })
      return view(coupon.code, coupon.discount)
    })
  } catch (error) {
    const again = await existingOffer(req, key)
    if (again && typeof again.coupon === 'object') return view(again.coupon.code, again.coupon.discount)
    throw error
  }
}
