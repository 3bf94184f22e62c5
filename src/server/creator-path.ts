import type { Payload } from 'payload'

/**
 * The path of a platform's creator route (the oldest `pages` doc of kind 'creator' bound to it), or null when it
 * has none. Configurations, reviews and product pages link back to it.
 */
export async function creatorPathOf(payload: Payload, platformId: number): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ kind: { equals: 'creator' } }, { creatorPlatform: { equals: platformId } }] },
    select: { path: true },
    sort: 'id',
    depth: 0,
    limit: 1,
    overrideAccess: true, // pages are public content
  })
  return docs[0]?.path ?? null
}
