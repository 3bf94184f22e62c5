import type { PayloadRequest } from 'payload'
import type { Affiliate } from '../../../payload-types'
import { readSql, sql } from '../../../server/sql'
import { affiliateByEmail, affiliateOfCustomer, freshAffiliateCode } from './reads'

/**
 * Every customer who placed an order is a referral member (issue 31; docs/decisions.md "Referral and affiliates"):
 * the thanks page invites them to give $10 and get $10, so their link must exist by then. Made in the order's
 * transaction; an administrator can suspend a member. A returning buyer costs one indexed read: the account is read
 * only to enrol a new member (staff who buy are not enrolled, and get null).
 */
export async function ensureMember(req: PayloadRequest, customer: number): Promise<Affiliate | null> {
  const own = await affiliateOfCustomer(req, customer)
  if (own) return own
  const user = await req.payload.findByID({ collection: 'users', id: customer, depth: 0, req, overrideAccess: true }) // enrolment of the buyer
  if (user?.role !== 'customer') return null
  // A partner who signed up with this e-mail before having an account stays a partner: nothing new is made.
  const byEmail = await affiliateByEmail(req, user.email)
  if (byEmail) return byEmail
  return req.payload.create({
    collection: 'affiliates',
    data: {
      email: user.email,
      name: user.firstName ?? null,
      code: await freshAffiliateCode(req),
      kind: 'member',
      status: 'approved',
      customer,
    },
    req,
    overrideAccess: true, // the program's own enrolment of a buyer
  })
}

/**
 * What every new order asks (the orders hook): the buyer is a member, or becomes one. A returning buyer's answer is
 * one indexed lookup in SQL, on the order's transaction; Payload's find of the row was a noticeable part of a
 * customer's order (issue 32).
 */
export async function enrol(req: PayloadRequest, customer: number): Promise<void> {
  const { rows } = await (await readSql(req)).execute(
    sql`select 1 from affiliates where customer_id = ${customer} limit 1`,
  )
  if (rows.length === 0) await ensureMember(req, customer)
}
