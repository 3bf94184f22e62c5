import type { Payload, PayloadRequest, Where } from 'payload'
import { cachedRead, cacheTags } from '../../../cache'
import { shopperVisible } from '../../../lib/storefront/listing-where'
import type { Platform } from '../../../payload-types'
import { numberArray, readSql, sql } from '../../../server/sql'

/** Every enabled platform in shop order. */
export const enabledPlatforms = cachedRead(
  'enabled-platforms',
  async (payload: Payload): Promise<Platform[]> => {
    const result = await payload.find({
      collection: 'platforms',
      where: { enabled: { equals: true } },
      sort: 'sort',
      depth: 1,
      pagination: false,
    })
    return result.docs
  },
  // Their pictures (previewBase) are shown on the home page's cards.
  () => [cacheTags.site, cacheTags.previews, cacheTags.media],
)

/** What every public product read requires: not discontinued, of an enabled platform or of none (accessories). */
export async function shownProducts(payload: Payload): Promise<Where[]> {
  return shopperVisible((await enabledPlatforms(payload)).map((p) => p.id)) as Where[]
}

/** slug -> id of every platform, enabled or not (what a slug names changes only with a platform's nav fields). */
const platformIds = cachedRead(
  'platform-ids',
  async (payload: Payload): Promise<Record<string, number>> => {
    const { docs } = await payload.find({
      collection: 'platforms',
      select: { slug: true },
      depth: 0,
      pagination: false,
    })
    return Object.fromEntries(docs.map((p) => [p.slug, p.id]))
  },
  () => [cacheTags.site],
)

/** The id of the platform with this slug, enabled or not, or null. */
export async function platformIdBySlug(payload: Payload, slug: string): Promise<number | null> {
  const ids = await platformIds(payload)
  return Object.hasOwn(ids, slug) ? (ids[slug] ?? null) : null
}

/** What the checkout reads of a platform it sells on: whether it is enabled, and each hardware's stock. */
export interface SalePlatform {
  id: number
  slug: string
  /** null where never set (the checkout treats it as enabled). */
  enabled: boolean | null
  hardwares: { key: string; stock: number }[]
}

/**
 * The platforms by id with their hardware in the merchandiser's order. Every quote and every order reads them (issue
 * 32), so this is one SQL statement instead of Payload's find; hardware stock is staff-only to the API, and the
 * checkout reads it to sell (the find it replaces ran with overrideAccess). On `req`'s transaction when there is one.
 */
export async function salePlatforms(req: PayloadRequest, ids: readonly number[]): Promise<SalePlatform[]> {
  if (ids.length === 0) return []
  const db = await readSql(req)
  const { rows } = await db.execute(sql`select p.id, p.slug, p.enabled,
      coalesce((select json_agg(json_build_object('key', h.key, 'stock', coalesce(h.stock, 0)::float8) order by h._order)
        from platforms_hardwares h where h._parent_id = p.id), '[]'::json) as hardwares
    from platforms p where p.id = any(${numberArray(ids)}::int[])`)
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    slug: String(r.slug),
    enabled: typeof r.enabled === 'boolean' ? r.enabled : null,
    hardwares: r.hardwares as SalePlatform['hardwares'],
  }))
}
