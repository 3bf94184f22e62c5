import type { PayloadRequest } from 'payload'
import { RuleError } from '../../../lib/errors'
import { checkForm } from '../../../lib/forms/check'
import { NEWSLETTER_CONFIRM_HOURS, NEWSLETTER_MESSAGES, newsletterSchema } from '../../../lib/forms/newsletter'
import { newsletterConfirmationMail } from '../../../lib/mail/templates/newsletter-confirmation'
import { consume } from '../../../server/rate-limit'
import { mailBrand, sendMail, storeLink } from '../../mail'
import { hashToken, newToken, unsubscribeSignature, validSignature } from '../tokens'

const COLLECTION = 'newsletter-subscribers' as const

async function findByEmail(req: PayloadRequest, email: string) {
  const { docs } = await req.payload.find({
    collection: COLLECTION,
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true, // the operation is the rule: it reveals nothing of what it finds
  })
  return docs[0] ?? null
}

/**
 * Creates the subscriber row, or answers false when another request created one for this address first (the
 * unique e-mail refused this one): concurrent sign-ups for one address all get the same reply.
 */
async function createOnce(
  req: PayloadRequest,
  data: { email: string; status: 'pending'; tokenHash: string; tokenExpiresAt: string },
): Promise<boolean> {
  try {
    await req.payload.create({ collection: COLLECTION, data, depth: 0, req, overrideAccess: true }) // the operation is the rule (create and update: nobody through the API)
    return true
  } catch (error) {
    if (await findByEmail(req, data.email)) return false
    throw error
  }
}

/**
 * The footer's subscribe form, double opt-in: a new, pending or unsubscribed address becomes pending with a fresh
 * token (stored hashed, expiring after NEWSLETTER_CONFIRM_HOURS) and gets the confirmation mail; an already confirmed
 * one gets nothing. The reply is the same in every case, so it tells nobody who is subscribed. Rate limited per
 * client and per address ('newsletter'), so nobody can flood an inbox with confirmations.
 */
export async function subscribe(req: PayloadRequest, input: unknown): Promise<{ message: string }> {
  const check = checkForm(newsletterSchema, input)
  if (!check.ok) throw new RuleError(check.message, check.errors)
  const email = check.value.email.toLowerCase()
  await consume(req, 'newsletter', email)
  const existing = await findByEmail(req, email)
  if (existing?.status === 'confirmed') return { message: NEWSLETTER_MESSAGES.checkInbox }
  const token = newToken()
  const data = {
    status: 'pending' as const,
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(Date.now() + NEWSLETTER_CONFIRM_HOURS * 3600_000).toISOString(),
  }
  if (existing) {
    await req.payload.update({ collection: COLLECTION, id: existing.id, data, depth: 0, req, overrideAccess: true }) // the operation is the rule (create and update: nobody through the API)
  } else if (!(await createOnce(req, { email, ...data }))) {
    // A sign-up for the same new address at the same moment (a double click) created the row and sends its mail.
    return { message: NEWSLETTER_MESSAGES.checkInbox }
  }
  // The row is committed above (no transaction spans the request), so the link in the mail already works.
  const signature = unsubscribeSignature(req.payload.secret, email)
  await sendMail(req.payload, {
    to: email,
    mail: newsletterConfirmationMail(
      {
        confirmUrl: storeLink(`/newsletter/confirm?token=${encodeURIComponent(token)}`),
        unsubscribeUrl: storeLink(
          `/newsletter/unsubscribe?email=${encodeURIComponent(email)}&sig=${encodeURIComponent(signature)}`,
        ),
        expiresInHours: NEWSLETTER_CONFIRM_HOURS,
      },
      await mailBrand(req.payload),
    ),
  })
  return { message: NEWSLETTER_MESSAGES.checkInbox }
}

/**
 * Opens a confirmation link: the pending subscriber with this token's hash, not expired, becomes confirmed and the
 * token is cleared in the same conditional update, so a link works once. Anything else: 422 with one message.
 */
export async function confirmSubscription(req: PayloadRequest, token: string): Promise<{ message: string }> {
  const tokenHash = hashToken(token)
  const now = new Date().toISOString()
  const { docs } = await req.payload.update({
    collection: COLLECTION,
    where: {
      and: [
        { tokenHash: { equals: tokenHash } },
        { status: { equals: 'pending' } },
        { tokenExpiresAt: { greater_than: now } },
      ],
    },
    data: { status: 'confirmed', confirmedAt: now, tokenHash: null, tokenExpiresAt: null },
    depth: 0,
    req,
    overrideAccess: true, // the token is the proof; the caller is usually a guest
  })
  if (docs.length === 0) throw new RuleError(NEWSLETTER_MESSAGES.badToken)
  return { message: NEWSLETTER_MESSAGES.confirmed }
}

/** The unsubscribe link of the confirmation mail: a valid signature for the address unsubscribes it. */
export async function unsubscribe(
  req: PayloadRequest,
  input: { email: string; signature: string },
): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase()
  if (!validSignature(req.payload.secret, email, input.signature))
    throw new RuleError(NEWSLETTER_MESSAGES.badUnsubscribe)
  const existing = await findByEmail(req, email)
  if (existing && existing.status !== 'unsubscribed') {
    await req.payload.update({
      collection: COLLECTION,
      id: existing.id,
      data: { status: 'unsubscribed', tokenHash: null, tokenExpiresAt: null },
      depth: 0,
      req,
      overrideAccess: true, // the signed link is the proof
    })
  }
  return { message: NEWSLETTER_MESSAGES.unsubscribed }
}
