import { displayNameOf } from '../reviews/format'
import { mayComment } from '../reviews/rules'
import { isAdmin, type RoleBearer } from '../roles'

/**
 * Who is looking at a page, as the page's per-shopper parts need it (admin tools, review buttons, the account link,
 * the referral item): the one small source of the customer flags of account.md section 3 (`isAdmin`, `can_comment`,
 * `isAffiliateMember`, `isPartner`). Pages are cached for everybody (docs/caching.md), so the browser asks for this
 * apart: GET /api/session.
 */
export interface Viewer {
  id: number
  /** For greetings ("Hi, Jane"); '' when the account has none. */
  firstName: string
  /** The name review forms start with ("Jane D."). */
  name: string
  isAdmin: boolean
  canComment: boolean
  /** Shows the Referral Program item in the account (account.md section 6). */
  isAffiliateMember: boolean
  /** Links the partner dashboard. */
  isPartner: boolean
}

type SessionUser = RoleBearer & {
  id: number
  firstName?: string | null
  lastName?: string | null
  canComment?: boolean | null
  isAffiliateMember?: boolean | null
  isPartner?: boolean | null
}

/** The viewer of a signed-in user; null for a guest. */
export function viewerOf(user: SessionUser | null | undefined): Viewer | null {
  if (!user) return null
  return {
    id: user.id,
    firstName: user.firstName?.trim() ?? '',
    name: displayNameOf(user),
    isAdmin: isAdmin(user),
    canComment: mayComment(user),
    isAffiliateMember: user.isAffiliateMember === true,
    isPartner: user.isPartner === true,
  }
}

/** May this viewer write a review? Guests may; a customer whose commenting was switched off may not. */
export const mayWriteReview = (viewer: Viewer | null): boolean => !viewer || viewer.canComment
