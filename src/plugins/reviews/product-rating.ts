import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Config, Field } from 'payload'
import { idOf } from '../../lib/relations'
import { refreshProductRating } from './operations/refresh-product-rating'

/** Nobody writes these by hand: the reviews plugin keeps them equal to the product's approved reviews. */
const derived = { create: () => false, update: () => false }

/**
 * The product's review summary (storefront.md section 3, Product: rating, totalReviews), on the product so cards,
 * listings and sliders show it without counting reviews per card.
 */
export const ratingFields: Field[] = [
  {
    name: 'rating',
    type: 'number',
    defaultValue: 0,
    min: 0,
    max: 5,
    index: true,
    access: derived,
    admin: { position: 'sidebar', readOnly: true, description: 'Average stars of approved reviews.' },
  },
  {
    name: 'totalReviews',
    type: 'number',
    defaultValue: 0,
    min: 0,
    access: derived,
    admin: { position: 'sidebar', readOnly: true, description: 'Approved reviews.' },
  },
]

/** Adds the summary fields to the catalog's products (register the reviews plugin after the catalog's). */
export function withRatingFields(config: Config): Config['collections'] {
  const collections = config.collections ?? []
  if (!collections.some((c) => c.slug === 'products'))
    throw new Error('reviewsPlugin: no products collection; register it after catalogPlugin().')
  return collections.map((c) => (c.slug === 'products' ? { ...c, fields: [...c.fields, ...ratingFields] } : c))
}

type Counted = { product?: unknown; status?: unknown; stars?: unknown }
const counts = (doc: Counted | null | undefined) => Boolean(doc && doc.status === 'approved' && idOf(doc.product))

/** Products whose summary a review change touches: where it counted before, and where it counts now. */
function touched(doc: Counted | null | undefined, previous: Counted | null | undefined): number[] {
  const before = counts(previous) ? idOf(previous?.product) : null
  const after = counts(doc) ? idOf(doc?.product) : null
  if (before === after && previous?.stars === doc?.stars) return []
  return [...new Set([before, after].filter((id): id is number => id !== null))]
}

export const refreshRatingsAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  for (const product of touched(doc, operation === 'create' ? null : previousDoc))
    await refreshProductRating(req, product)
  return doc
}

export const refreshRatingsAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  for (const product of touched(null, doc)) await refreshProductRating(req, product)
  return doc
}
