import type { Payload } from 'payload'
import type { Review } from '../../../payload-types'

/** A review by id whatever its status (endpoints decide who may act on it), or null. */
export async function loadReview(payload: Payload, id: number): Promise<Review | null> {
  const found = await payload.find({
    collection: 'reviews',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** The path of the creator page of a platform (the first `pages` doc of kind 'creator' for it), or null. */
export async function creatorPathOf(payload: Payload, platformId: number): Promise<string | null> {
  const found = await payload.find({
    collection: 'pages',
    where: { and: [{ kind: { equals: 'creator' } }, { creatorPlatform: { equals: platformId } }] },
    sort: 'id',
    limit: 1,
    depth: 0,
    select: { path: true },
    overrideAccess: true,
  })
  return found.docs[0]?.path ?? null
}

export const platformIdOf = (review: Review): number =>
  typeof review.platform === 'number' ? review.platform : review.platform.id
