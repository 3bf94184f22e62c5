import { isAdmin, type RoleBearer } from '../roles'

/** A signed-in user as the review rules see them; null is a guest. */
export interface Commenter extends RoleBearer {
  id: number | string
  canComment?: boolean | null
}

/** A review as the rules see it: who wrote it (null for a guest). */
export interface Authored {
  customer?: number | string | { id: number | string } | null
}

const authorId = (review: Authored) =>
  review.customer && typeof review.customer === 'object' ? review.customer.id : (review.customer ?? null)

/** "Commenting on reviews is allowed if the customer is a guest or has can_comment" (storefront.md section 5). */
export const mayComment = (user: Commenter | null | undefined): boolean => user?.canComment !== false

/** Did this signed-in user write the review? Guests write anonymous reviews nobody owns. */
export const isAuthor = (user: Commenter | null | undefined, review: Authored): boolean => {
  const id = authorId(review)
  return !!user && id !== null && String(id) === String(user.id)
}

/** The Edit link "shows only for the review's author who can comment". */
export const mayEdit = (user: Commenter | null | undefined, review: Authored): boolean =>
  !!user && user.canComment !== false && isAuthor(user, review)

/** Admins delete any review; an author who can comment deletes their own. */
export const mayDelete = (user: Commenter | null | undefined, review: Authored): boolean =>
  isAdmin(user) || mayEdit(user, review)

/** Only admins mark the best review and moderate. */
export const mayModerate = (user: Commenter | null | undefined): boolean => isAdmin(user)
