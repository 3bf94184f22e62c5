import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  Config,
  GlobalAfterChangeHook,
  Plugin,
} from 'payload'
import { invalidate } from '../../cache/invalidate'
import { type Change, changedPublicly, GLOBAL_TAGS_OF, TAGS_OF, type TagsOf } from './tags-of'

export { GLOBAL_TAGS_OF, platformsOfOptions, TAGS_OF } from './tags-of'

type Doc = Record<string, unknown>
const isEmpty = (doc: unknown) => !doc || (typeof doc === 'object' && Object.keys(doc).length === 0)

async function invalidateFor(tagsOf: TagsOf, change: Change): Promise<void> {
  if (!changedPublicly(change)) return
  invalidate(await tagsOf(change))
}

const afterChange =
  (tagsOf: TagsOf): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, req, operation }) => {
    const previous = operation === 'create' || isEmpty(previousDoc) ? null : (previousDoc as Doc)
    await invalidateFor(tagsOf, { doc: doc as Doc, previous, req })
    return doc
  }

const afterDelete =
  (tagsOf: TagsOf): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await invalidateFor(tagsOf, { doc: null, previous: doc as Doc, req })
    return doc
  }

const afterGlobalChange =
  (tagsOf: TagsOf): GlobalAfterChangeHook =>
  async ({ doc, previousDoc, req }) => {
    await invalidateFor(tagsOf, { doc: doc as Doc, previous: isEmpty(previousDoc) ? null : (previousDoc as Doc), req })
    return doc
  }

/**
 * Exact cache invalidation (docs/caching.md): after every write to a collection or global that pages show, the cache
 * tags of what changed are invalidated (src/cache), so the next request renders those pages afresh and every other
 * page stays cached. Register it last, after the plugins that add the collections.
 */
export function cachePlugin(): Plugin {
  return (config: Config): Config => {
    const missing = Object.keys(TAGS_OF).filter((slug) => !config.collections?.some((c) => c.slug === slug))
    if (missing.length) throw new Error(`cachePlugin: no ${missing.join(', ')} collection; register it last.`)
    return {
      ...config,
      collections: (config.collections ?? []).map((c) => {
        const tagsOf = TAGS_OF[c.slug]
        if (!tagsOf) return c
        return {
          ...c,
          hooks: {
            ...c.hooks,
            afterChange: [...(c.hooks?.afterChange ?? []), afterChange(tagsOf)],
            afterDelete: [...(c.hooks?.afterDelete ?? []), afterDelete(tagsOf)],
          },
        }
      }),
      globals: (config.globals ?? []).map((g) => {
        const tagsOf = GLOBAL_TAGS_OF[g.slug]
        if (!tagsOf) return g
        return {
          ...g,
          hooks: { ...g.hooks, afterChange: [...(g.hooks?.afterChange ?? []), afterGlobalChange(tagsOf)] },
        }
      }),
    }
  }
}
