import type { CollectionBeforeDeleteHook, CollectionConfig, CollectionSlug } from 'payload'

/**
 * A `beforeDelete` hook that deletes the rows of `collection` whose `field` names the deleted document, in the
 * delete's transaction. For rows that belong to it (a customer's wish list, history, address book): their required
 * relationship's foreign key would otherwise try to set it null and refuse the delete.
 */
export function deleteRowsOf(collection: CollectionSlug, field: string): CollectionBeforeDeleteHook {
  return async ({ req, id }) => {
    await req.payload.delete({
      collection,
      where: { [field]: { equals: id } },
      req,
      overrideAccess: true, // the owner's delete was allowed already; its own rows go with it, whoever they belong to
    })
  }
}

/** `collections` with `hook` added to the `beforeDelete` hooks of `slug`; throws when there is no such collection. */
export function withBeforeDelete(
  collections: CollectionConfig[],
  slug: CollectionSlug,
  hook: CollectionBeforeDeleteHook,
  plugin: string,
): CollectionConfig[] {
  if (!collections.some((c) => c.slug === slug)) throw new Error(`${plugin}: no ${slug} collection to attach to.`)
  return collections.map((c) =>
    c.slug === slug ? { ...c, hooks: { ...c.hooks, beforeDelete: [...(c.hooks?.beforeDelete ?? []), hook] } } : c,
  )
}
