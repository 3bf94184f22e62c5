import type { Payload } from 'payload'
import { seedContext } from './context'
import { writeAmazonProducts } from './write-amazon-products'
import { writeBanners } from './write-banners'
import { writeCatalog } from './write-catalog'
import { writeCoupons, writeShippingAndTax } from './write-checkout'
import { writeCountries } from './write-countries'
import { writeListingPages } from './write-listings'
import { writePosts } from './write-posts'
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
  await writeCountries(ctx)
  const ids = await writeCatalog(ctx)
  await writePages(ctx, ids.platforms)
  const categories = await writeProducts(ctx, ids)
  await writeAmazonProducts(ctx)
  await writeListingPages(ctx, ids.platforms, categories)
  await writePosts(ctx)
  await writeReviews(ctx)
  await writeBanners(ctx, ids)
  await writeShippingAndTax(ctx)
  await writeCoupons(ctx)
  log(`seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * Data every store needs, demo or not: the countries and their state lists (addresses and the checkout read them),
 * shipping methods and the tax table (the checkout sells nothing without a method).
 * Written when the collection is empty, so a store made before countries existed gets them on its next start, and a
 * merchandiser's later edits are never overwritten.
 */
export async function ensureReferenceData(payload: Payload, log: (message: string) => void = () => {}): Promise<void> {
  // Reference data is written by the system, not as a user.
  const { totalDocs } = await payload.count({ collection: 'countries', overrideAccess: true }) // reference data is written by the system, not as a user
  if (totalDocs === 0) await writeCountries(seedContext(payload, log))
  await writeShippingAndTax(seedContext(payload, log))
}

export async function isEmpty(payload: Payload): Promise<boolean> {
  // The seed writes the demo store as the system, not as a user.
  const { totalDocs } = await payload.count({ collection: 'platforms', overrideAccess: true }) // reference data is written by the system, not as a user
  return totalDocs === 0
}

export { DEMO_USERS } from './data/users'
