import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Where } from 'payload'
import { isAdmin } from '../../access'
import { idOf } from '../../lib/relations'

/** Marks the hook's own bulk update so it does not run again. */
const CLEARING = 'padforgeClearingBestReview'

/**
 * A prebuilt product's review always records its platform (taken from the product), and an author's edit goes
 * back to moderation: only admins change a review without it being checked again.
 */
export const fillAndRemoderate: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  // Only when the product is set (a create, or an admin changing it): its platform is the review's.
  const product = idOf(data.product)
  if (product !== null) {
    const found = await req.payload.findByID({
      collection: 'products',
      id: product,
      depth: 0,
      select: { platform: true },
      // The hook keeps derived fields right, whoever saved the review.
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const platform = idOf(found?.platform)
    if (platform !== null) data.platform = platform
  }
  if (operation === 'update' && req.user && !isAdmin(req.user) && !req.context?.[CLEARING]) {
    data.status = 'pending'
  }
  return data
}

/** The scope one best review is chosen in: its product, or its platform's own (creator page) reviews. */
export function bestReviewScope(doc: { product?: unknown; platform?: unknown }): Where | null {
  const product = idOf(doc.product)
  if (product !== null) return { product: { equals: product } }
  const platform = idOf(doc.platform)
  if (platform === null) return null
  return { and: [{ platform: { equals: platform } }, { product: { exists: false } }] }
}

/** "One review per product as best": marking one clears the others of the same product or platform. */
export const keepOneBestReview: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (!doc.isBestReview || req.context?.[CLEARING]) return doc
  if (
    operation === 'update' &&
    previousDoc?.isBestReview &&
    bestReviewScopeKey(previousDoc) === bestReviewScopeKey(doc)
  )
    return doc
  const scope = bestReviewScope(doc)
  if (!scope) return doc
  await req.payload.update({
    collection: 'reviews',
    where: { and: [scope, { isBestReview: { equals: true } }, { id: { not_equals: doc.id } }] },
    data: { isBestReview: false },
    depth: 0,
    // The hook keeps derived fields right, whoever saved the review.
    overrideAccess: true,
    context: { [CLEARING]: true },
    req,
  })
  // The local API writes `context` onto the shared request: take the mark off again for the caller's next change.
  if (req.context) delete req.context[CLEARING]
  return doc
}

const bestReviewScopeKey = (doc: { product?: unknown; platform?: unknown }) => JSON.stringify(bestReviewScope(doc))
