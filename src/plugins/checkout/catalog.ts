import type { Payload } from 'payload'
import { cachedRead, cacheTags } from '../../cache'
import type { CreatorCatalog } from '../../creator/catalog'
import { loadCreatorCatalog } from '../../creator/server/load-catalog'
import { numberArray, sql } from '../../server/sql'

/**
 * A platform's creator catalog for pricing baskets, from Next's data cache until the platform's catalog changes
 * (the tags the creator page uses). Its stock counts may be stale there (orders change them with SQL, not hooks), so
 * `withFreshStock` reads the counts of the values a basket uses from the database on every quote.
 */
const readCatalog = cachedRead(
  'checkout-catalog',
  async (payload: Payload, _platformId: number, slug: string): Promise<CreatorCatalog> =>
    loadCreatorCatalog(payload, slug),
  (platformId) => [cacheTags.platform(platformId), cacheTags.site],
)

export const checkoutCatalog = (payload: Payload, platform: { id: number; slug: string }) =>
  readCatalog(payload, platform.id, platform.slug)

/** The catalog with today's stock and policy of the given values (one query for the whole basket). */
export async function freshStock(payload: Payload, valueIds: readonly number[]) {
  if (valueIds.length === 0) return new Map<number, { stock: number; stockPolicy: number }>()
  const { rows } = await payload.db.drizzle.execute(
    sql`select id, stock, stock_policy from option_values where id = any(${numberArray(valueIds)}::int[])`,
  )
  return new Map(
    (rows as Array<{ id: number; stock: string | number; stock_policy: string | number }>).map((r) => [
      Number(r.id),
      { stock: Number(r.stock ?? 0), stockPolicy: Number(r.stock_policy) },
    ]),
  )
}

export function withFreshStock(
  catalog: CreatorCatalog,
  fresh: ReadonlyMap<number, { stock: number; stockPolicy: number }>,
): CreatorCatalog {
  return {
    ...catalog,
    options: catalog.options.map((o) => ({
      ...o,
      values: o.values.map((v) => {
        const now = fresh.get(v.id)
        return now ? { ...v, stock: now.stock, stockPolicy: now.stockPolicy } : v
      }),
    })),
  }
}
