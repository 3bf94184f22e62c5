import { randomBytes } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { AFFILIATE_CODE_LENGTH, randomCode } from '../../../lib/affiliates/codes'
import type { Affiliate } from '../../../payload-types'
import { type Executor, sql } from '../../../server/sql'

/** The affiliate a `?ref=` code names, when it may earn (approved); null otherwise. */
export async function approvedAffiliate(req: PayloadRequest, code: string): Promise<Affiliate | null> {
  const { docs } = await req.payload.find({
    collection: 'affiliates',
    where: { and: [{ code: { equals: code.toUpperCase() } }, { status: { equals: 'approved' } }] },
    limit: 1,
    pagination: false, // no count query: the first row is the answer
    joins: false, // the row only: its visits, referrals and ledger are the admin's lists
    depth: 0,
    req,
    overrideAccess: true, // a code is public (it is in the link); the row is read for the server's own use
  })
  return docs[0] ?? null
}

/** A customer's own affiliate row, if any. */
export async function affiliateOfCustomer(req: PayloadRequest, customer: number): Promise<Affiliate | null> {
  const { docs } = await req.payload.find({
    collection: 'affiliates',
    where: { customer: { equals: customer } },
    limit: 1,
    pagination: false, // no count query: the first row is the answer
    joins: false, // the row only: its visits, referrals and ledger are the admin's lists
    depth: 0,
    req,
    overrideAccess: true, // the caller's own row, found by the session's customer
  })
  return docs[0] ?? null
}

/** The partner with this e-mail (any case), if any. */
export async function affiliateByEmail(req: PayloadRequest, email: string): Promise<Affiliate | null> {
  const { docs } = await req.payload.find({
    collection: 'affiliates',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    pagination: false, // no count query: the first row is the answer
    joins: false, // the row only: its visits, referrals and ledger are the admin's lists
    depth: 0,
    req,
    overrideAccess: true, // found by the e-mail the caller proved (a signed link) or that the generator answers about
  })
  return docs[0] ?? null
}

/** A fresh affiliate code no row has (an indexed read on `db`, the caller's transaction or the pool). */
export async function freshAffiliateCode(db: Executor): Promise<string> {
  for (;;) {
    const code = randomCode(AFFILIATE_CODE_LENGTH, (n) => randomBytes(n))
    const { rows } = await db.execute(sql`select 1 from affiliates where code = ${code} limit 1`)
    if (rows.length === 0) return code
  }
}

/** The program's amounts (site settings: referral). */
export async function referralSettings(req: PayloadRequest) {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return {
    friendDiscount: settings.referral?.friendDiscount ?? 1000,
    referrerReward: settings.referral?.referrerReward ?? 1000,
    partnerCommission: settings.referral?.partnerCommission ?? 0,
  }
}
