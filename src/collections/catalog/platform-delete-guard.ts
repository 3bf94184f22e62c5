import { APIError, type CollectionBeforeDeleteHook, type FlattenedField } from 'payload'

/** A collection that cannot exist without a platform: a required relationship to `platforms`. */
const holdsPlatform = (field: FlattenedField) =>
  field.type === 'relationship' && field.relationTo === 'platforms' && field.required === true && !field.hasMany

/**
 * Refuses to delete a platform that saved configurations, reviews (or any collection a plugin adds with a required
 * platform) still belong to, with a 409 that says what holds it and what to do instead; the database would
 * otherwise answer with a foreign-key error.
 */
export const guardPlatformDelete: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const holders: string[] = []
  let held = 0
  for (const collection of req.payload.config.collections) {
    for (const field of collection.flattenedFields.filter(holdsPlatform)) {
      const { totalDocs } = await req.payload.count({
        collection: collection.slug,
        where: { [field.name]: { equals: id } },
        // Counting what holds a platform must see every record, not only the caller's.
        overrideAccess: true,
        req,
      })
      if (totalDocs === 0) continue
      held += totalDocs
      const labels = collection.labels as { singular?: unknown; plural?: unknown } | undefined
      const label = totalDocs === 1 ? labels?.singular : labels?.plural
      holders.push(`${totalDocs} ${typeof label === 'string' ? label.toLowerCase() : collection.slug}`)
    }
  }
  if (holders.length === 0) return
  throw new APIError(
    `This platform cannot be deleted: ${holders.join(' and ')} ${held === 1 ? 'belongs' : 'belong'} to it. Turn off "Enabled" to take it off the store instead.`,
    409,
    undefined,
    true,
  )
}
