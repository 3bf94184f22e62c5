import { z } from 'zod'
import '../zod-jitless'

/**
 * The referral and affiliate calls' shapes (account.md sections 3 and 7, checkout.md attach-affiliate; docs/api.md
 * "Account: referral and affiliates"). Pure: the endpoints parse with these schemas, the pages read the views.
 */

/** The rewards of the referral program (account.md section 9): the friend's discount and the referrer's cash. */
export const REFERRAL_REWARD = { friend: 1000, referrer: 1000 } as const

/** A member's or partner's code: what `?ref=` carries. */
export const AFFILIATE_CODE_PATTERN = /^[A-Z0-9]{6,16}$/
export const affiliateCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(AFFILIATE_CODE_PATTERN, 'Not an affiliate code.'))

/** The share links of account.md section 3 (Affiliate: code, link, fbLink, twLink, isPartner). */
export interface AffiliateLinks {
  code: string
  link: string
  fbLink: string
  twLink: string
  isPartner: boolean
}

export type LedgerStatus = 'pending' | 'approved' | 'paid'
export type LedgerKind = 'reward' | 'reversal'

/** One line of a member's ledger as the referral page shows it. */
export interface LedgerLineView {
  id: number
  kind: LedgerKind
  /** Cents; a reversal is negative. */
  amount: number
  status: LedgerStatus
  /** The referred order's number (never the buyer's name or e-mail). */
  orderNumber: string | null
  createdAt: string
}

/** GET /api/affiliates/me: the signed-in member's links, totals and ledger. */
export interface ReferralProgramView extends AffiliateLinks {
  /** Cents per status: pending, approved (owed), paid; reversals count against the status they reverse. */
  totals: Record<LedgerStatus, number>
  ledger: LedgerLineView[]
  /** The friend's discount and the referrer's reward, in cents. */
  reward: { friend: number; referrer: number }
}

/** POST /api/account/share-via-email (account.md section 7: email, template). */
export const SHARE_TEMPLATES = ['referral'] as const
export const shareViaEmailSchema = z.object({
  email: z.string().max(254),
  template: z.enum(SHARE_TEMPLATES).default('referral'),
})

/**
 * GET /api/affiliates/info?email=&url=: the partner link generator. The landing URL's length is the landing rule's to
 * refuse, with the spec's message (`landingLink`, LANDING_URL_MAX): the request line's size bounds it here.
 */
export const affiliateInfoQuery = z.object({
  email: z.string().max(254).optional(),
  url: z.string().optional(),
})
export interface AffiliateInfoView {
  email: string
  approved: boolean
  referralCode: string
  /** The landing page with `ref` added. */
  link: string
}

/** The notification choices of a partner (account.md section 3: key, label, description, checked). */
export interface PartnerNotificationView {
  key: string
  label: string
  description: string
  checked: boolean
}

/** GET and POST /api/affiliates/manage: the partner's e-mail and choices. */
export interface PartnerManageView {
  email: string
  affiliateId: number
  approved: boolean
  referralCode: string
  notifications: PartnerNotificationView[]
}
export const manageQuery = z.object({
  email: z.string().max(254).optional(),
  hash: z.string().max(128).optional(),
})
export const manageBody = manageQuery.extend({
  /** key → checked; keys the store does not know are refused. */
  notifications: z.record(z.string().max(64), z.boolean()).default({}),
})

/** POST /api/affiliates/friend-offer { email }: the referred shopper's $10 code for that e-mail, when eligible. */
export const friendOfferSchema = z.object({ email: z.string().max(254) })
export interface FriendOfferView {
  /** A single-use coupon code tied to the e-mail; null when there is no referral or the e-mail cannot have it. */
  offer: { code: string; discount: number; referrer: string } | null
}
