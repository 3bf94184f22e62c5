import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { ACCOUNT_MESSAGES, SELF_REGISTRATION } from '../../../lib/account'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import type { Order } from '../../../payload-types'
import { accountExists } from '../../../server/account-exists'
import { sql } from '../../../server/sql'

export interface Buyer {
  /** The signed-in customer; null for a guest (their account is made after the order, see `accountForGuest`). */
  customer: number | null
  email: string
}

/** A password people can type from an e-mail: 16 characters of base64url (96 random bits). */
export const generatedPassword = () => randomBytes(12).toString('base64url')

/** The e-mail belongs to an account: a guest must sign in first (checkout.md section 5). */
export async function refuseRegisteredEmail(req: PayloadRequest, email: string): Promise<void> {
  if (await accountExists(req, email))
    throw new CheckoutError(ACCOUNT_MESSAGES.emailTaken, 'customer_exists', {
      errors: { email: [ACCOUNT_MESSAGES.emailTaken] },
    })
}

/**
 * The customer account a guest's order makes (checkout.md section 1: "New customers created at checkout receive an
 * automatically generated password by e-mail"). It is made AFTER the order committed, so a refused order leaves no
 * account behind and no order waits for a password hash (about 30 ms of CPU each, the largest part of a guest's
 * order). When the same e-mail got an account meanwhile (two orders at once), the order is linked to that account
 * and no password is sent. Returns the account, and the password to e-mail (null for an account made before).
 */
export async function accountForGuest(
  payload: Payload,
  order: Order,
): Promise<{ customer: number; password: string | null }> {
  const s = order.shipping ?? {}
  const password = generatedPassword()
  let customer: number
  let created = true
  try {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: order.email,
        password,
        firstName: s.firstName,
        lastName: s.lastName,
        phone: s.phone,
        role: 'customer',
      },
      overrideAccess: true, // the checkout creates the guest's customer account (checkout.md section 1)
      context: { [SELF_REGISTRATION]: true },
    })
    customer = user.id
  } catch (error) {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: order.email } },
      limit: 1,
      depth: 0,
      overrideAccess: true, // the account another order of this e-mail just made
    })
    if (!docs[0]) throw error
    customer = docs[0].id
    created = false
  }
  // One column: Payload's update would rewrite every array row of the order.
  await payload.db.drizzle.execute(sql`update orders set customer_id = ${customer} where id = ${order.id}`)
  return { customer, password: created ? password : null }
}
