import type { CollectionConfig, Config, Field, Plugin } from 'payload'
import { catalogCollections } from '../../collections/catalog'

export interface CatalogPluginOptions {
  /**
   * Extra fields per catalog collection, e.g. `{ products: [{ name: 'gtin', type: 'text' }] }`.
   * This is how a shop adds its own data to the catalog without forking a collection.
   */
  extraFields?: Partial<Record<string, Field[]>>
}

/**
 * The catalog domain: platforms, option catalogs, products, labels and categories. Other plugins and
 * shops extend it through `extraFields` or by wrapping the collections it adds.
 */
export function catalogPlugin(options: CatalogPluginOptions = {}): Plugin {
  return (config: Config): Config => {
    const unknown = Object.keys(options.extraFields ?? {}).filter(
      (slug) => !catalogCollections.some((c) => c.slug === slug),
    )
    if (unknown.length) throw new Error(`catalogPlugin: no catalog collection named ${unknown.join(', ')}`)

    const collections: CollectionConfig[] = catalogCollections.map((collection) => {
      const extra = options.extraFields?.[collection.slug]
      return extra?.length ? { ...collection, fields: [...collection.fields, ...extra] } : collection
    })
    return { ...config, collections: [...(config.collections ?? []), ...collections] }
  }
}

export { creatorPaths } from '../../server/creator-path'
export {
  CARD_POPULATE,
  CARD_SELECT,
  type CardPage,
  cardsByIds,
  findCards,
  inIdOrder,
} from './reads/cards'
export { enabledPlatforms, platformIdBySlug, type SalePlatform, salePlatforms, shownProducts } from './reads/platforms'
