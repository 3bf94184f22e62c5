import type { Access, FieldAccess, Where } from 'payload'
import { isAdmin } from '../../access'

type MaybeCommenter = { id: number | string; canComment?: boolean | null } | null | undefined

const approved: Where = { status: { equals: 'approved' } }

/** Everyone reads approved reviews; a signed-in author also their own (pending or rejected); admins all. */
export const readReviews: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  const user = req.user as MaybeCommenter
  if (!user) return approved
  return { or: [approved, { customer: { equals: user.id } }] }
}

/** Admins change any review; an author only their own and only while they may comment. */
export const changeReviews: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  const user = req.user as MaybeCommenter
  if (!user || user.canComment === false) return false
  return { customer: { equals: user.id } }
}

/** Moderation fields (status, best review, what and who a review is about): admins only. */
export const adminField: FieldAccess = ({ req }) => isAdmin(req.user)
