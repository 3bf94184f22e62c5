import type { PayloadRequest, Where } from 'payload'
import { NotFoundError } from '../../lib/errors'
import { docOf, idOf, imageOf } from '../../lib/relations'
import { productHref } from '../../lib/routes/product'
import { isProductId, WISHLIST_MESSAGES, type WishlistItemView, type WishlistKey } from '../../lib/wishlist'
import type { Configuration, Media, Platform, Product, User, WishlistItem } from '../../payload-types'
import { configurationUrl, previewUrlOf } from '../configurations'

const SLUG = 'wishlist-items'

/** The signed-in customer (the endpoints' caller is signedIn; an operation called otherwise is a bug). */
export function customerOf(req: PayloadRequest): User {
  const user = req.user as User | null
  if (!user) throw new Error('wish-list operations need a signed-in customer')
  return user
}

/** The order of a wish list: position (higher first), then the newest. */
export const WISHLIST_SORT = ['-position', '-createdAt', '-id']

/** The customer's entry that is of this product or configuration (uid), if any. */
export async function entryOf(req: PayloadRequest, customer: number, key: WishlistKey): Promise<WishlistItem | null> {
  const of: Where = isProductId(key) ? { product: { equals: key } } : { 'configuration.uid': { equals: key } }
  const { docs } = await req.payload.find({
    collection: SLUG,
    where: { and: [{ customer: { equals: customer } }, of] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true, // the customer filter is the rule (a uid is matched only within the caller's own list)
    req,
  })
  return docs[0] ?? null
}

/**
 * One of the signed-in customer's entries. Another customer's entry, or none, is NotFound alike, so ids cannot be
 * probed.
 */
export async function ownItem(req: PayloadRequest, id: number): Promise<WishlistItem> {
  const user = customerOf(req)
  const { docs } = await req.payload.find({
    collection: SLUG,
    where: { and: [{ id: { equals: id } }, { customer: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true, // the customer filter above is the rule
    req,
  })
  const doc = docs[0]
  if (!doc) throw new NotFoundError(WISHLIST_MESSAGES.notListed)
  return doc
}

export async function countItems(req: PayloadRequest, customer: number): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: SLUG,
    where: { customer: { equals: customer } },
    overrideAccess: true, // the caller's own list
    req,
  })
  return totalDocs
}

/** The highest position in the customer's list (0 when empty). */
export async function topPosition(req: PayloadRequest, customer: number): Promise<number> {
  const { docs } = await req.payload.find({
    collection: SLUG,
    where: { customer: { equals: customer } },
    sort: ['-position', '-id'],
    select: { position: true },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true, // the caller's own list
    req,
  })
  return docs[0]?.position ?? 0
}

type CardProduct = Pick<Product, 'id' | 'name' | 'slug' | 'isConfigurable' | 'price' | 'oldPrice' | 'status' | 'images'>

function productImage(product: CardProduct | null | undefined): WishlistItemView['image'] {
  const image = imageOf(docOf(product?.images?.[0]?.image as number | Media | null | undefined))
  return image ? { src: image.url, alt: image.alt || product?.name || '' } : null
}

/** The signed-in customer's wish list as the page and the browser's cache read it, in the list's order. */
export async function wishlistView(req: PayloadRequest): Promise<WishlistItemView[]> {
  const user = customerOf(req)
  const { docs: items } = await req.payload.find({
    collection: SLUG,
    where: { customer: { equals: user.id } },
    sort: WISHLIST_SORT,
    depth: 0,
    pagination: false,
    overrideAccess: true, // the customer filter is the rule
    req,
  })
  if (items.length === 0) return []

  const productIds = [...new Set(items.flatMap((i) => [idOf(i.product), idOf(i.baseProduct)]).filter(isProductId))]
  const configurationIds = [...new Set(items.map((i) => idOf(i.configuration)).filter(isProductId))]
  const [products, configurations] = await Promise.all([
    productIds.length === 0
      ? []
      : req.payload
          .find({
            collection: 'products',
            where: { id: { in: productIds } },
            select: {
              name: true,
              slug: true,
              isConfigurable: true,
              price: true,
              oldPrice: true,
              status: true,
              images: true,
            },
            depth: 1,
            pagination: false,
            overrideAccess: true, // public catalog fields only (select)
            req,
          })
          .then((r) => r.docs as CardProduct[]),
    configurationIds.length === 0
      ? []
      : req.payload
          .find({
            collection: 'configurations',
            where: { id: { in: configurationIds } },
            select: { uid: true, name: true, platform: true, selected: true, price: true },
            depth: 1,
            pagination: false,
            overrideAccess: true, // configurations in the caller's own list (saved by their uid)
            req,
          })
          .then((r) => r.docs as Configuration[]),
  ])
  const productById = new Map(products.map((p) => [p.id, p]))
  const configurationById = new Map(configurations.map((c) => [c.id, c]))

  const views: WishlistItemView[] = []
  for (const item of items) {
    const created_at = item.createdAt
    const productId = idOf(item.product)
    const product = productId === null ? undefined : productById.get(productId)
    if (product) {
      views.push({
        id: item.id,
        product_id: product.id,
        kind: 'product',
        url: productHref(product),
        image: productImage(product),
        name: product.name,
        price: product.price,
        old_price: product.oldPrice ?? null,
        created_at,
        available: product.status !== 'discontinued',
      })
      continue
    }
    const configurationId = idOf(item.configuration)
    const configuration = configurationId === null ? undefined : configurationById.get(configurationId)
    if (!configuration) continue // its product or configuration was deleted since: nothing to show
    const platform = docOf(configuration.platform as number | Platform)
    const base = productById.get(idOf(item.baseProduct) ?? 0)
    const [url, front] = await Promise.all([
      platform ? configurationUrl(req.payload, configuration, platform.id) : null,
      platform ? previewUrlOf(req, configuration, platform.slug, 'front') : null,
    ])
    views.push({
      id: item.id,
      product_id: configuration.uid,
      kind: 'configuration',
      url,
      image: front ? { src: front, alt: configuration.name } : productImage(base),
      name: configuration.name,
      price: configuration.price.itemSubtotal + configuration.price.optionsSubtotal,
      old_price: null,
      created_at,
      available: true,
    })
  }
  return views
}
