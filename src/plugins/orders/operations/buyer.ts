import { randomBytes } from 'node:crypto'
import { type PayloadRequest, ValidationError } from 'payload'
import { ACCOUNT_MESSAGES, SELF_REGISTRATION } from '../../../lib/account'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import type { User } from '../../../payload-types'

export interface Buyer {
  customer: number
  email: string
  firstName: string | null
  /** Set when the checkout created the account: the password to e-mail (never stored in plain text). */
  newPassword: string | null
}

/** A password people can type from an e-mail: 16 characters of base64url (96 random bits). */
export const generatedPassword = () => randomBytes(12).toString('base64url')

const alreadyRegistered = () =>
  new CheckoutError(ACCOUNT_MESSAGES.emailTaken, 'customer_exists', {
    errors: { email: [ACCOUNT_MESSAGES.emailTaken] },
  })

/** The e-mail belongs to an account: a guest must sign in first (checkout.md section 5). */
export async function refuseRegisteredEmail(req: PayloadRequest, email: string): Promise<void> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    req,
    overrideAccess: true, // "is it taken" only, as the spec's check-email
  })
  if (totalDocs > 0) throw alreadyRegistered()
}

/**
 * Who places the order: the signed-in customer (their account's e-mail, locked in the form), or for a guest a new
 * customer account with a generated password that the confirmation sends (checkout.md section 1). Runs inside the
 * order's transaction, so a refused order leaves no account behind; the e-mail's unique index settles two guests
 * racing with one address.
 */
export async function buyerOf(
  req: PayloadRequest,
  form: { email: string; firstName: string; lastName: string; phone: string },
): Promise<Buyer> {
  const user = req.user?.collection === 'users' ? (req.user as User) : null
  if (user) return { customer: user.id, email: user.email, firstName: user.firstName ?? null, newPassword: null }
  const email = form.email.toLowerCase()
  await refuseRegisteredEmail(req, email)
  const password = generatedPassword()
  try {
    const created = await req.payload.create({
      collection: 'users',
      data: {
        email,
        password,
        firstName: form.firstName,
        lastName: form.lastName,
        phone: form.phone,
        role: 'customer',
      },
      overrideAccess: true, // the checkout creates the guest's customer account (checkout.md section 1)
      context: { [SELF_REGISTRATION]: true },
      req,
    })
    return { customer: created.id, email, firstName: form.firstName, newPassword: password }
  } catch (error) {
    // Another checkout with this e-mail made the account between our check and this insert.
    if (error instanceof ValidationError && error.data?.errors?.some((e) => e.path === 'email'))
      throw alreadyRegistered()
    throw error
  }
}
