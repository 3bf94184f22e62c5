import type { PayloadRequest } from 'payload'
import type { Affiliate } from '../../../payload-types'
import { affiliateByEmail, affiliateOfCustomer, freshAffiliateCode } from './reads'

/**
 * Every customer who placed an order is a referral member (issue 31; docs/decisions.md "Referral and affiliates"):
 * the thanks page invites them to give $10 and get $10, so their link must exist by then. Made in the order's
 * transaction; an administrator can suspend a member.
 */
export async function ensureMember(
  req: PayloadRequest,
  customer: { id: number; email: string; firstName?: string | null },
): Promise<Affiliate> {
  const own = await affiliateOfCustomer(req, customer.id)
  if (own) return own
  // A partner who signed up with this e-mail before having an account stays a partner: nothing new is made.
  const byEmail = await affiliateByEmail(req, customer.email)
  if (byEmail) return byEmail
  return req.payload.create({
    collection: 'affiliates',
    data: {
      email: customer.email,
      name: customer.firstName ?? null,
      code: await freshAffiliateCode(req),
      kind: 'member',
      status: 'approved',
      customer: customer.id,
    },
    req,
    overrideAccess: true, // the program's own enrolment of a buyer
  })
}
