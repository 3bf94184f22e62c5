import { createLocalReq, type PayloadRequest } from 'payload'
import { emailKey } from '../../../lib/email-identity'
import { insertDocument } from '../../../server/insert-document'
import { lockInTransaction, readSql, sql } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import type { OrderFollowUp } from '../../orders'
import { freshAffiliateCode } from './reads'

/** Advisory lock space for a customer's enrolment ('PMEM'). */
const ENROL_LOCK_SPACE = 0x504d454d

/**
 * Every customer who placed an order is a referral member (issue 31; docs/decisions.md "Referral and affiliates"):
 * the thanks page invites them to give $10 and get $10, so their link must exist by then. Made after the order's
 * reply (`enrolBuyer`), or when the thanks page asks first (`enrolIfOrdered`), in the caller's transaction
 * (`insertDocument` needs one); an administrator can suspend a member. Staff who buy are not enrolled, and a partner
 * who signed up with this e-mail before having an account stays a partner: nothing is made.
 *
 * Cheap, as a burst's follow-ups are many (issue 32): what it needs to know is one statement, the new row one insert
 * with the collection's hooks (the account's flags follow), where Payload's finds, count and create (which read the
 * row back with its three joins) cost several milliseconds each. What the e-mail field's own hooks do is done here:
 * the address lowercased, and its key.
 */
export async function ensureMember(req: PayloadRequest, customer: number): Promise<void> {
  const db = await readSql(req)
  const { rows } = await db.execute(sql`
    select u.role, u.email, u.first_name,
      exists (select 1 from affiliates a where a.customer_id = u.id or a.email = lower(btrim(u.email))) as known
    from users u where u.id = ${customer}`)
  const user = rows[0] as { role: string; email: string; first_name: string | null; known: boolean } | undefined
  if (user?.role !== 'customer' || user.known) return
  const email = user.email.trim().toLowerCase()
  await insertDocument(req, 'affiliates', {
    email,
    emailKey: emailKey(email),
    name: user.first_name,
    code: await freshAffiliateCode(db),
    kind: 'member',
    status: 'approved',
    customer,
    notificationsChosen: false,
  })
}

/**
 * What every new order asks: the buyer is a member, or becomes one. A returning buyer's answer is one indexed lookup.
 * Needs a transaction (the lock).
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

/**
 * An order's follow-up (`ordersPlugin({ followUps })`): its buyer is enrolled after the reply, a guest once their
 * account is made. In the order's transaction a first order of 20 at once waited behind the others' enrolments
 * (issue 32); the thanks page does not wait for this queue (`enrolIfOrdered`).
 */
export const enrolBuyer: OrderFollowUp = async (payload, _order, customer) => {
  if (customer === null) return
  const req = await createLocalReq({}, payload)
  await inTransaction(req, () => enrol(req, customer))
}

/**
 * The thanks page asks for the buyer's link right after the reply, maybe before the order's follow-up has run: a
 * customer with an order and no row is enrolled now. The lock makes the follow-up, arriving later, find the row.
 */
export async function enrolIfOrdered(req: PayloadRequest, customer: number): Promise<void> {
  const { rows } = await (await readSql(req)).execute(sql`select 1 from orders where customer_id = ${customer} limit 1`)
  if (rows.length > 0) await inTransaction(req, () => enrol(req, customer))
}
