import type { CollectionSlug, Where } from 'payload'
import type { SeedContext } from './context'

/**
 * Creates the document, or updates the one matching `where`. Seeds use natural keys (slug, e-mail, id)
 * so running the seed again converges instead of duplicating.
 */
export async function upsert<T extends Record<string, unknown>>(
  { payload }: SeedContext,
  collection: CollectionSlug,
  where: Where,
  data: T,
): Promise<{ id: number; created: boolean }> {
  // The seed writes the demo store as the system, not as a user.
  const found = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, pagination: false })
  const existing = found.docs[0] as { id: number } | undefined
  if (existing) {
    // The seed writes the demo store as the system, not as a user.
    await payload.update({ collection, id: existing.id, data, depth: 0, overrideAccess: true })
    return { id: existing.id, created: false }
  }
  // The seed writes the demo store as the system, not as a user.
  const doc = (await payload.create({ collection, data, depth: 0, overrideAccess: true })) as { id: number }
  return { id: doc.id, created: true }
}

/** Upsert by a fixed numeric id (options, values, mods: their ids are part of the spec). */
export function upsertById<T extends Record<string, unknown>>(
  ctx: SeedContext,
  collection: CollectionSlug,
  id: number,
  data: T,
) {
  return upsert(ctx, collection, { id: { equals: id } }, { ...data, id })
}
