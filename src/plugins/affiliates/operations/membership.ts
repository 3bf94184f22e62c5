import type { PayloadRequest } from 'payload'
import { emailKey } from '../../../lib/email-identity'
import type { Affiliate } from '../../../payload-types'
import { insertDocument } from '../../../server/insert-document'
import { lockInTransaction, readSql, sql } from '../../../server/sql'
import { affiliateByEmail, affiliateOfCustomer, freshAffiliateCode } from './reads'

/** Advisory lock space for a customer's enrolment ('PMEM'). */
const ENROL_LOCK_SPACE = 0x504d454d

/**
 * Every customer who placed an order is a referral member (issue 31; docs/decisions.md "Referral and affiliates"):
 * the thanks page invites them to give $10 and get $10, so their link must exist by then. Made in the order's
 * transaction (the caller's: `insertDocument` needs one); an administrator can suspend a member. A returning buyer
 * costs one indexed read: the account is read only to enrol a new member (staff who buy are not enrolled, and get null).
 * The new row is one insert with the collection's hooks (the account's flags follow): Payload's create read it back
 * with its three joins, a first order's largest cost at 20 buyers at once (issue 32). What the e-mail field's own
 * hooks do is done here: the address lowercased, and its key.
 */
export async function ensureMember(req: PayloadRequest, customer: number): Promise<Affiliate | null> {
  const own = await affiliateOfCustomer(req, customer)
  if (own) return own
  const user = await req.payload.findByID({ collection: 'users', id: customer, depth: 0, req, overrideAccess: true }) // enrolment of the buyer
  if (user?.role !== 'customer') return null
  // A partner who signed up with this e-mail before having an account stays a partner: nothing new is made.
  const byEmail = await affiliateByEmail(req, user.email)
  if (byEmail) return byEmail
  const email = user.email.trim().toLowerCase()
  return insertDocument(req, 'affiliates', {
    email,
    emailKey: emailKey(email),
    name: user.firstName ?? null,
    code: await freshAffiliateCode(req),
    kind: 'member',
    status: 'approved',
    customer,
    notificationsChosen: false,
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
  if (rows.length > 0) return
  // Two first orders of one customer at once: the second waits for the first's commit, then finds its row.
  await lockInTransaction(req, ENROL_LOCK_SPACE, customer)
  await ensureMember(req, customer)
}
