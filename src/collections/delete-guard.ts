import { APIError, type CollectionBeforeDeleteHook, type FlattenedField, type SanitizedConfig } from 'payload'

/** A collection whose records cannot exist without the other one: it has required single relationships or uploads to it. */
interface Holder {
  collection: SanitizedConfig['collections'][number]
  /** The fields' query paths, through named groups, arrays and blocks (`images.image`). */
  paths: string[]
}

const holds = (field: FlattenedField, relationTo: string) =>
  (field.type === 'relationship' || field.type === 'upload') &&
  field.relationTo === relationTo &&
  field.required === true &&
  !field.hasMany

function holdingPaths(fields: FlattenedField[], relationTo: string, prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    if (holds(field, relationTo)) return [path]
    if (field.type === 'group' || field.type === 'array')
      return holdingPaths(field.flattenedFields, relationTo, `${path}.`)
    if (field.type === 'blocks')
      return (field.blocks ?? []).flatMap((block) => holdingPaths(block.flattenedFields, relationTo, `${path}.`))
    return []
  })
}

/** Every collection with fields that hold a record of `relationTo`, however deep. */
export function holdersOf(config: SanitizedConfig, relationTo: string): Holder[] {
  return config.collections.flatMap((collection) => {
    const paths = [...new Set(holdingPaths(collection.flattenedFields, relationTo))]
    return paths.length ? [{ collection, paths }] : []
  })
}

/** "1 Review", "2 Amazon products": the collection's name as the admin's navigation shows it, so it can be found. */
const countLabel = (collection: Holder['collection'], count: number) => {
  const labels = collection.labels as { singular?: unknown; plural?: unknown } | undefined
  const label = count === 1 ? labels?.singular : labels?.plural
  return `${count} ${typeof label === 'string' ? label : collection.slug}`
}

/**
 * Refuses to delete a record that others still hold through a required field (its column is NOT NULL, so the
 * database would answer the delete with a constraint error, a 500) with a 409 whose message `explain` writes from
 * the list of holders ("2 Products and 1 Page") and their count; nothing is deleted.
 */
export function guardDeleteWhileHeld(
  relationTo: string,
  explain: (holders: string, count: number) => string,
): CollectionBeforeDeleteHook {
  return async ({ req, id }) => {
    const counts = new Map<Holder['collection'], number>()
    for (const { collection, paths } of holdersOf(req.payload.config, relationTo)) {
      const { totalDocs } = await req.payload.count({
        collection: collection.slug,
        where: { or: paths.map((path) => ({ [path]: { equals: id } })) },
        overrideAccess: true, // what holds a record must be seen whoever deletes it, not only the caller's own
        req,
      })
      if (totalDocs > 0) counts.set(collection, totalDocs)
    }
    if (counts.size === 0) return
    const holders = [...counts].map(([collection, count]) => countLabel(collection, count))
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0)
    const list = holders.length > 1 ? `${holders.slice(0, -1).join(', ')} and ${holders.at(-1)}` : holders[0]
    throw new APIError(explain(list ?? '', total), 409, undefined, true)
  }
}
