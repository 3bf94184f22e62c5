import type { PayloadRequest } from 'payload'
import type { CreatorCatalog } from '../../../creator/catalog'
import { configurationLine, type PlatformFacts } from '../../../creator/checkout-line'
import type { CheckoutItem } from '../../../lib/checkout/api'
import { missingLine, productLine } from '../../../lib/checkout/lines'
import type { LineSource } from '../../../lib/checkout/pricing'
import { productServiceOffers, productWarrantyOptionId } from '../../../lib/checkout/product-services'
import { idOf } from '../../../lib/relations'
import { salePlatforms } from '../../catalog'
import { CONFIGURATION_UID_PATTERN, configurationsByUid } from '../../configurations'
import { checkoutCatalog, freshStock, withFreshStock } from '../catalog'

export interface LoadedLines {
  lines: LineSource[]
  /** What each configured line was made from (create-order links the order line to it). */
  configurationIds: Map<string, number>
  /** Lines that were found (a basket of only missing lines goes to the empty cart page). */
  found: number
}

/**
 * The basket's lines from stored data (checkout.md: the server prices everything): configurations by their secret
 * uid, products by id, each platform's catalog once. Configurations and platforms are one SQL statement each (every
 * quote and order reads them). A line whose record is gone comes back invalid, never priced. Reads pass `req`, so
 * inside create-order they see its transaction.
 */
export async function loadLines(req: PayloadRequest, items: readonly CheckoutItem[]): Promise<LoadedLines> {
  const { payload } = req
  const uids = [...new Set(items.filter((i) => i.type === 'controller').map((i) => String(i.id)))].filter((uid) =>
    CONFIGURATION_UID_PATTERN.test(uid),
  )
  const productIds = [
    ...new Set(items.filter((i) => i.type === 'product' && typeof i.id === 'number').map((i) => i.id as number)),
  ]
  const [configurations, products] = await Promise.all([
    configurationsByUid(req, uids),
    productIds.length
      ? payload
          .find({
            collection: 'products',
            where: { id: { in: productIds } },
            depth: 0,
            pagination: false,
            req,
            overrideAccess: true, // stock fields are staff-only; the checkout needs them to sell
          })
          .then((result) => result.docs)
      : [],
  ])
  const platformIds = [
    ...new Set([...configurations.map((c) => c.platform), ...products.flatMap((p) => idOf(p.platform) ?? [])]),
  ]
  const platforms = await salePlatforms(req, platformIds)
  const platformById = new Map(platforms.map((p) => [p.id, p]))
  const chosenValues = configurations.flatMap((c) =>
    Object.values((c.selected as { options?: Record<string, unknown> })?.options ?? {}).filter(
      (v): v is number => typeof v === 'number' && Number.isSafeInteger(v),
    ),
  )
  const fresh = await freshStock(payload, [...new Set(chosenValues)])
  const catalogs = new Map<number, Promise<CreatorCatalog>>()
  const catalogOf = (platform: { id: number; slug: string }) => {
    if (!catalogs.has(platform.id))
      catalogs.set(
        platform.id,
        checkoutCatalog(payload, platform).then((catalog) => withFreshStock(catalog, fresh)),
      )
    return catalogs.get(platform.id) as Promise<CreatorCatalog>
  }
  const configurationByUid = new Map(configurations.map((c) => [c.uid, c]))
  const productById = new Map(products.map((p) => [p.id, p]))
  const configurationIds = new Map(configurations.map((c) => [c.uid, c.id]))

  let found = 0
  const lines = await Promise.all(
    items.map(async (item): Promise<LineSource> => {
      if (item.type === 'controller') {
        const stored = configurationByUid.get(String(item.id))
        const platform = stored ? platformById.get(stored.platform) : undefined
        if (!stored || !platform) return missingLine(item.id, 'configuration', item.quantity)
        found++
        const facts: PlatformFacts = { id: platform.id, slug: platform.slug, hardwares: platform.hardwares }
        return configurationLine(
          await catalogOf(platform),
          facts,
          { uid: stored.uid, name: stored.name, selected: stored.selected, configurable: stored.configurable },
          item.quantity,
        )
      }
      const product = typeof item.id === 'number' ? productById.get(item.id) : undefined
      if (!product) return missingLine(item.id, 'product', item.quantity)
      found++
      const platform = platformById.get(idOf(product.platform) ?? 0)
      const facts = { type: product.type, platformSlug: platform?.slug ?? null }
      const warrantyId = productWarrantyOptionId(facts)
      // The warranty's price is the platform catalog's (what the creator charges); a product not offered it gets none.
      const warranty =
        platform && warrantyId !== null
          ? (await catalogOf(platform)).options.find((o) => o.id === warrantyId)
          : undefined
      return productLine(
        {
          id: product.id,
          name: product.name,
          price: product.price,
          inStock: product.inStock,
          availableQuantity: product.availableQuantity,
          status: product.status,
          discountable: product.discountable,
          shippingGroup: product.shippingGroup,
          platformSlug: platform?.slug ?? null,
          platformEnabled: platform ? platform.enabled !== false : true,
        },
        item.quantity,
        productServiceOffers(facts, warranty ? warranty.price : null),
        item.services ?? [],
      )
    }),
  )
  return { lines, configurationIds, found }
}
