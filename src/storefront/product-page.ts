import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { cache } from 'react'
import { cachedRead, cacheTags } from '@/cache'
import { DEFAULT_ADDRESS } from '@/lib/address/schema'
import { MAX_QUANTITY } from '@/lib/basket/quantity'
import { READY_MADE_PREPARATION_DAYS } from '@/lib/checkout/lines'
import { productServiceOffers, productWarrantyOptionId } from '@/lib/checkout/product-services'
import { offersFor } from '@/lib/checkout/zones'
import { PRODUCT_CONDITIONS } from '@/lib/products'
import { docOf, idOf, imageOf } from '@/lib/relations'
import { productHref } from '@/lib/routes/product'
import { isValidSlug } from '@/lib/slug'
import type {
  DeliveryEstimateData,
  ProductImage,
  ProductPageData,
  ProductServiceView,
  VariationGroup,
} from '@/lib/storefront/product-page-data'
import { bestShippingMethod } from '@/lib/storefront/shipping-estimate'
import type { Product } from '@/payload-types'
import { readShippingMethods } from '@/plugins/checkout'
import { withClient } from './payload'
import { shownProducts } from './platforms'

/** What /product/{slug} finds: a standard product to show, or a configurable one, whose page is elsewhere. */
export type ProductPageRead = { kind: 'product'; product: ProductPageData } | { kind: 'configurable'; href: string }

/** A product with depth 1 (images, label, platform and category populated) as the page shows it. */
export function toProductPageData(product: Product): ProductPageData {
  const platform = docOf(product.platform)
  const category = docOf(product.category)
  const label = docOf(product.label)
  const images = (product.images ?? []).flatMap((row): ProductImage[] => {
    const image = imageOf(row.image)
    return image
      ? [{ ...image, alt: image.alt || product.name, width: image.width ?? 1000, height: image.height ?? 800 }]
      : []
  })
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    type: product.type,
    uid: product.uid ?? null,
    price: product.price,
    oldPrice: product.oldPrice ?? null,
    status: product.status === 'coming' ? 'coming' : 'active',
    inStock: Boolean(product.inStock),
    // Shoppers are told stock only up to the largest quantity they may order (docs/caching.md, "Stock").
    availableQuantity: Math.min(MAX_QUANTITY, Math.max(0, product.availableQuantity ?? 0)),
    listingText: product.listingText?.trim() || null,
    description: product.description ?? null,
    images,
    brand: product.brand?.label ? { label: product.brand.label, link: product.brand.link?.trim() || null } : null,
    condition: PRODUCT_CONDITIONS.find((c) => c.value === product.condition)?.label ?? null,
    platform: platform ? { id: platform.id, name: platform.name, slug: platform.slug } : null,
    category: category ? { name: category.name, path: category.path } : null,
    label: label ? { name: label.name, color: label.color } : null,
    features: (product.features ?? [])
      .map((f) => ({
        title: f.title?.trim() || null,
        items: [...new Set((f.items ?? []).filter((i) => i.trim() !== ''))],
      }))
      .filter((f) => f.items.length > 0),
    specifications: (product.specificationGroups ?? [])
      .map((g) => ({ group: g.group, specs: (g.specs ?? []).map((s) => ({ feature: s.feature, value: s.value })) }))
      .filter((g) => g.specs.length > 0),
    shippingGroup: product.shippingGroup ?? 'controller',
    rating: product.rating ?? 0,
    totalReviews: product.totalReviews ?? 0,
    comparable: product.comparable !== false,
    classifier: product.classifier ?? null,
    variations: (product.variations ?? [])
      .map((v) => ({ name: v.name, ids: (v.products ?? []).flatMap((p) => idOf(p) ?? []) }))
      .filter((v) => v.ids.length > 0),
  }
}

/**
 * The product at /product/{slug}, or null when there is none or it is discontinued. A configurable product's slug
 * answers where its page is. Cached until the product (by its slug), the site (platform and category names), labels
 * or media change.
 */
export const readProductPage = withClient(
  cachedRead(
    'product-page',
    async (payload: Payload, slug: string): Promise<ProductPageRead | null> => {
      const product = (
        await payload.find({
          collection: 'products',
          where: { and: [{ slug: { equals: slug } }, { status: { not_equals: 'discontinued' } }] },
          limit: 1,
          depth: 1,
        })
      ).docs[0]
      // A product of a platform turned off is off the store, as on listings (the checkout refuses it too).
      if (!product || (typeof product.platform === 'object' && product.platform?.enabled === false)) return null
      if (product.isConfigurable) return { kind: 'configurable', href: productHref(product) }
      return { kind: 'product', product: toProductPageData(product) }
    },
    (slug) => [cacheTags.productSlug(slug), cacheTags.site, cacheTags.labels, cacheTags.media],
  ),
)

/**
 * The versions a product page links to, as tiles: the shopper-visible ones in the merchandiser's order. Cached per set
 * of ids, tagged with each product, so a version's new price or picture shows on every page that lists it.
 */
const readVariationItems = withClient(
  cachedRead(
    'variation-items',
    async (payload: Payload, ids: number[]): Promise<Array<Omit<VariationGroup['items'][number], 'current'>>> => {
      const { docs } = await payload.find({
        collection: 'products',
        where: { and: [{ id: { in: ids } }, ...(await shownProducts())] },
        depth: 1,
        limit: ids.length,
        select: { name: true, slug: true, price: true, images: true, isConfigurable: true },
        populate: { media: { url: true, filename: true, alt: true, width: true, height: true, updatedAt: true } },
      })
      const byId = new Map(docs.map((d) => [d.id, d]))
      return ids.flatMap((id) => {
        const doc = byId.get(id)
        if (!doc) return []
        return [
          {
            id,
            path: productHref(doc),
            img: imageOf(doc.images?.[0]?.image)?.url ?? null,
            label: doc.name,
            price: doc.price,
          },
        ]
      })
    },
    // The site: a platform turned off takes its products off the tiles.
    (ids) => [...ids.map((id) => cacheTags.product(id)), cacheTags.site, cacheTags.media],
  ),
)

/** A product's variation groups with their tiles; groups left with no other version are dropped. */
export async function getVariations(product: Pick<ProductPageData, 'id' | 'variations'>): Promise<VariationGroup[]> {
  const groups = await Promise.all(
    product.variations.map(async (group) => ({
      name: group.name,
      items: (await readVariationItems([...new Set(group.ids)])).map((item) => ({
        ...item,
        current: item.id === product.id,
      })),
    })),
  )
  return groups.filter((group) => group.items.some((item) => !item.current))
}

/** The page's read for a route parameter: a slug that cannot be one is not looked up. */
export const getProductPage = cache(async (param: string): Promise<ProductPageRead | null> => {
  let slug: string
  try {
    slug = decodeURIComponent(param).trim()
  } catch {
    return null
  }
  return isValidSlug(slug) ? readProductPage(slug) : null
})

/** The fastest method a package of one item of this shipping group can go by, as the estimate reads it. */
export interface EstimateOffer {
  name: string
  price: number
  deliveryTime: number
  /** Free on US orders from the site's free-shipping threshold. */
  freeOverThreshold: boolean
}

/**
 * The active shipping methods for a package of one item of `shippingGroup` sent to the checkout's default address (New
 * York), fastest first (storefront.md section 9: the smallest deliveryTime; on a tie the cheaper). Every group is offered
 * the same methods in this store; the group is part of the key so a per-group rule fits in here later. Cached until a
 * shipping method changes.
 */
export const readShippingOffers = withClient(
  cachedRead(
    'shipping-offers',
    async (payload: Payload, _shippingGroup: string): Promise<EstimateOffer[]> => {
      const methods = await readShippingMethods(await createLocalReq({}, payload))
      const offers = offersFor(methods, { country: DEFAULT_ADDRESS.country, state: DEFAULT_ADDRESS.state }, 1)
      const ranked: EstimateOffer[] = []
      let rest = offers.filter((o) => Number.isFinite(o.deliveryTime))
      for (let best = bestShippingMethod(rest); best; best = bestShippingMethod(rest)) {
        ranked.push({
          name: best.name,
          price: best.price,
          deliveryTime: best.deliveryTime,
          freeOverThreshold: best.freeOverThreshold,
        })
        rest = rest.filter((o) => o !== best)
      }
      return ranked
    },
    () => [cacheTags.shippingMethods],
  ),
)

/** The fastest of `readShippingOffers` (the estimate's method), or null when none serves the group. */
export async function readFastestShipping(shippingGroup: string): Promise<EstimateOffer | null> {
  return (await readShippingOffers(shippingGroup))[0] ?? null
}

/**
 * The estimate the product page embeds: the fastest method, free when the product alone reaches the threshold, and
 * every method for the shipping details panel (storefront.md section 4).
 */
export async function getDeliveryEstimate(
  product: Pick<ProductPageData, 'price' | 'shippingGroup'>,
  freeShippingThreshold: number,
): Promise<DeliveryEstimateData | null> {
  const offers = await readShippingOffers(product.shippingGroup)
  const priced = offers.map((o) => ({
    name: o.name,
    price: o.freeOverThreshold && product.price >= freeShippingThreshold ? 0 : o.price,
    deliveryTime: o.deliveryTime,
  }))
  const best = priced[0]
  if (!best) return null
  return {
    ...best,
    preparationDays: READY_MADE_PREPARATION_DAYS,
    methods: priced,
    freeShippingThreshold: offers.some((o) => o.freeOverThreshold) ? freeShippingThreshold : null,
  }
}

/**
 * The platform's warranty option as the creator shows it (name, help text, price), or null when the platform's
 * catalog does not have it. Cached until the platform's catalog changes (an option change tags its platforms).
 */
const readWarrantyOption = withClient(
  cachedRead(
    'warranty-option',
    async (
      payload: Payload,
      platformId: number,
      optionId: number,
    ): Promise<{ name: string; help: string | null; price: number } | null> => {
      const option = (
        await payload.find({
          collection: 'options',
          where: { and: [{ id: { equals: optionId } }, { platforms: { contains: platformId } }] },
          limit: 1,
          depth: 0,
          select: { name: true, description: true, price: true },
        })
      ).docs[0]
      return option ? { name: option.name, help: option.description?.trim() || null, price: option.price ?? 0 } : null
    },
    (platformId) => [cacheTags.platform(platformId), cacheTags.site],
  ),
)

/**
 * The add-on services the product page offers with the product (docs/decisions.md, "Services for standard
 * products"): the Extended Warranty for a controller on a platform that has it, none otherwise. The same for every
 * shopper, so the page stays cacheable; the checkout prices them again from the database.
 */
export async function getServiceOffers(
  product: Pick<ProductPageData, 'type' | 'platform'>,
): Promise<ProductServiceView[]> {
  const facts = { type: product.type, platformSlug: product.platform?.slug ?? null }
  const optionId = productWarrantyOptionId(facts)
  if (!product.platform || optionId === null) return []
  const option = await readWarrantyOption(product.platform.id, optionId)
  if (!option) return []
  return productServiceOffers(facts, option.price).map((offer) => ({
    ...offer,
    label: option.name || offer.name,
    help: option.help,
  }))
}
