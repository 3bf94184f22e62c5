import type { Payload } from 'payload'
import { seedContext } from './context'
import { writeBanners } from './write-banners'
import { writeCatalog } from './write-catalog'
import { writeProducts } from './write-products'
import { writeReviews } from './write-reviews'
import { writePages, writeSettings, writeUsers } from './write-site'

/**
 * Writes the demo store: eleven platforms with option catalogs and layer art, products, pages,
 * settings, demo accounts and reviews. Idempotent: every record is matched by a natural key and updated.
 */
export async function seed(payload: Payload, log: (message: string) => void = () => {}): Promise<void> {
  const ctx = seedContext(payload, log)
  const started = Date.now()
  await writeSettings(ctx)
  await writeUsers(ctx)
  const ids = await writeCatalog(ctx)
  await writePages(ctx, ids.platforms)
  await writeProducts(ctx, ids)
  await writeReviews(ctx)
  await writeBanners(ctx, ids)
  log(`seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

export async function isEmpty(payload: Payload): Promise<boolean> {
  // The seed writes the demo store as the system, not as a user.
  const { totalDocs } = await payload.count({ collection: 'platforms', overrideAccess: true })
  return totalDocs === 0
}

export { DEMO_USERS } from './data/users'
