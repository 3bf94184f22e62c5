import type { Access, FieldAccess } from 'payload'
import { adminFieldOnly, adminOnly, adminOrOwnerField, allOf, anyOf, ownerOf } from '../../access'
import { type Commenter, mayComment } from '../../lib/reviews'

/** Approved reviews are public. */
const approved: Access = () => ({ status: { equals: 'approved' } })

/** Signed in and not muted by an admin (canComment off). */
const signedInCommenter: Access = ({ req }) => Boolean(req.user) && mayComment(req.user as Commenter)

/** Everyone reads approved reviews; a signed-in author also their own (pending or rejected); admins all. */
export const readReviews: Access = anyOf(adminOnly, approved, ownerOf('customer'))

/** Admins change any review; an author only their own and only while they may comment. */
export const changeReviews: Access = anyOf(adminOnly, allOf(signedInCommenter, ownerOf('customer')))

/** Moderation fields (status, best review, what and who a review is about): admins only. */
export const adminField: FieldAccess = adminFieldOnly

/**
 * Who wrote a review (a relationship to users): the author and admins. Nobody else reads it or filters through it
 * (`where[customer.…]`); the storefront's review lists give `customer_id` through their own endpoint.
 */
export const readAuthor: FieldAccess = adminOrOwnerField('customer')
