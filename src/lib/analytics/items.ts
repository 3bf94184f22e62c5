/**
 * GA4's `items[]` entries built from the store's own shapes: a product card, a product page, a basket line, a
 * checkout quote's line, a placed order's line. Prices are the store's integer cents; GA4 wants currency units.
 */
import type { Cents } from '../money'

export interface Ga4Item {
  item_id: string
  item_name: string
  item_brand?: string
  /** The platform (or the category when a product has no platform). */
  item_category?: string
  item_variant?: string
  price: number
  quantity: number
  index?: number
}

/** What any of the store's things becomes an item from. */
export interface ItemSource {
  id: string | number
  name: string
  /** One unit, in cents. */
  price: Cents
  quantity?: number
  category?: string | null
  brand?: string | null
  variant?: string | null
}

/** Cents as currency units with two decimals (1999 → 19.99). */
export const dollars = (cents: Cents): number => Math.round(cents) / 100

const optional = <K extends string>(key: K, value: string | null | undefined) =>
  value ? ({ [key]: value.slice(0, 100) } as Record<K, string>) : {}

/** One GA4 item; `index` is the position in a list (0 first), left out when the item is not in one. */
export function itemOf(source: ItemSource, index?: number): Ga4Item {
  return {
    item_id: String(source.id),
    item_name: source.name.slice(0, 100),
    ...optional('item_brand', source.brand),
    ...optional('item_category', source.category),
    ...optional('item_variant', source.variant),
    price: dollars(source.price),
    quantity: source.quantity ?? 1,
    ...(index === undefined ? {} : { index }),
  }
}

/**
 * A configured controller's item id: its platform's creator (`controller-ps5`), the same from the creator's view to
 * the order, since every add stores a new configuration under a new uid. A standard product's id is its number.
 */
export const controllerItemId = (platformSlug: string) => `controller-${platformSlug}`

/** A configured controller's platform slug, from its basket content key (`ps5:1a2b...`, see configKey). */
const platformOfKey = (configKey: string | null) => configKey?.split(':')[0] || null

/** A product card (`CardProduct`): its context line is the platform's or category's name. */
export const cardItem = (card: { id: number; name: string; price: Cents; context: string | null }): ItemSource => ({
  id: card.id,
  name: card.name,
  price: card.price,
  category: card.context,
})

/** A standard product's page (`ProductPageData`). */
export const productPageItem = (product: {
  id: number
  name: string
  price: Cents
  uid: string | null
  brand: { label: string } | null
  platform: { name: string } | null
  category: { name: string } | null
}): ItemSource => ({
  id: product.id,
  name: product.name,
  price: product.price,
  brand: product.brand?.label,
  category: product.platform?.name ?? product.category?.name,
  variant: product.uid,
})

/** A basket line (`BasketLine`), with its services' names as the variant. */
export function basketLineItem(
  line: {
    id: string | number
    type: 'controller' | 'product'
    name: string
    unitPrice: Cents
    quantity: number
    configKey: string | null
    services: Array<{ name: string }>
  },
  category?: string | null,
): ItemSource {
  const platform = line.type === 'controller' ? platformOfKey(line.configKey) : null
  return {
    id: platform ? controllerItemId(platform) : line.id,
    name: line.name,
    price: line.unitPrice,
    quantity: line.quantity,
    category: category ?? platform,
    variant: line.services.map((s) => s.name).join(', ') || null,
  }
}

/** A line of the checkout's quote (`QuotedLineView`), priced by the server (services included). */
export const quotedLineItem = (line: {
  id: string | number
  type: 'controller' | 'product'
  name: string
  platformSlug: string | null
  quantity: number
  lineTotal: Cents
}): ItemSource => ({
  id: line.type === 'controller' && line.platformSlug ? controllerItemId(line.platformSlug) : line.id,
  name: line.name,
  price: line.quantity > 0 ? Math.round(line.lineTotal / line.quantity) : line.lineTotal,
  quantity: line.quantity,
  category: line.platformSlug,
})

/** A placed order's line (`OrderItemView`). */
export const orderItem = (line: {
  productId: number | null
  name: string
  platform: string | null
  quantity: number
  unitPrice: Cents
}): ItemSource => ({
  id: line.productId ?? (line.platform ? controllerItemId(line.platform) : line.name),
  name: line.name,
  price: line.unitPrice,
  quantity: line.quantity,
  category: line.platform,
})

/** A platform's creator (view_item when it opens), at its base price. */
export const creatorItem = (platform: { slug: string; fullName: string; basePrice: Cents }): ItemSource => ({
  id: controllerItemId(platform.slug),
  name: platform.fullName,
  price: platform.basePrice,
  category: platform.slug,
})

/** Sum of price × quantity of the items, in currency units (GA4's `value` of a list of items). */
export const itemsValue = (items: readonly Ga4Item[]): number =>
  Math.round(items.reduce((sum, item) => sum + item.price * 100 * item.quantity, 0)) / 100
