export { displayNameOf, formatReviewDate } from './format'
export { isStars, STAR_LABELS, STAR_VALUES, type Stars, starLabel } from './labels'
export { MAX_REVIEWS_PER_PAGE, nextPageUrl, type Paging, pagingOf, REVIEWS_PER_PAGE } from './paging'
export { type ReviewRoute, reviewRouteOf } from './route'
export { type Authored, type Commenter, isAuthor, mayComment, mayDelete, mayEdit, mayModerate } from './rules'
export {
  checkReview,
  type FieldErrors,
  fieldMessage,
  MAX_HEADLINE,
  MAX_NAME,
  MAX_TEXT,
  MIN_TEXT,
  REVIEW_MESSAGES,
  type ReviewCheck,
  type ReviewField,
  type ReviewForm,
  reviewFormSchema,
} from './schema'
export {
  createReviewUrl,
  editReviewUrl,
  parseTarget,
  type ReviewTarget,
  reviewsPageUrl,
  targetRef,
} from './target'
export { type ReviewTotals, reviewTotals, starShare } from './totals'
