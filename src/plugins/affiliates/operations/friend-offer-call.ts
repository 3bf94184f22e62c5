import type { PayloadRequest } from 'payload'
import type { FriendOfferView } from '../../../lib/affiliates/api'
import { consume } from '../../../server/rate-limit'
import { friendOfferFor } from './friend-offer'
import { approvedAffiliate } from './reads'
import { codeOfRefCookie, refCookieOf } from './signatures'

/**
 * POST /api/affiliates/friend-offer { email }: the checkout asks, once the shopper's e-mail is typed, whether a
 * referral gives them $10 off; the answer is their single-use code (the checkout applies it like any coupon) or null.
 * Only with the signed `ref` cookie of an approved affiliate.
 */
export async function friendOffer(req: PayloadRequest, input: { email: string }): Promise<FriendOfferView> {
  const code = codeOfRefCookie(req.payload.secret, refCookieOf(req.headers), new Date())
  if (!code) return { offer: null }
  await consume(req, 'affiliate-lookup')
  const affiliate = await approvedAffiliate(req, code)
  if (!affiliate) return { offer: null }
  return { offer: await friendOfferFor(req, affiliate, input.email) }
}
