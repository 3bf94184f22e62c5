import { STANDARD_BUILD_DAYS } from './delivery'
import { type LineSource, productStock } from './pricing'
import type { ServiceKey, ServiceOffer } from './services'

/**
 * Basket lines as the checkout prices them, built from stored data only: a product's record here, a configuration's
 * stored selection priced by the creator engine in src/creator/checkout-line.ts. The browser's snapshot is never read.
 */

/** Stock counter keys: what create-order decrements, one conditional update per key. */
export const stockKeys = {
  value: (valueId: number) => `value_${valueId}`,
  hardware: (platformId: number, key: string) => `hardware_${platformId}_${key}`,
  product: (productId: number) => `product_${productId}`,
}

export type StockTarget =
  | { kind: 'value'; id: number }
  | { kind: 'hardware'; platformId: number; key: string }
  | { kind: 'product'; id: number }

/** The counter a key names, or null for a key this module did not make. */
export function parseStockKey(key: string): StockTarget | null {
  const value = /^value_(\d+)$/.exec(key)
  if (value) return { kind: 'value', id: Number(value[1]) }
  const product = /^product_(\d+)$/.exec(key)
  if (product) return { kind: 'product', id: Number(product[1]) }
  const hardware = /^hardware_(\d+)_(.+)$/.exec(key)
  if (hardware) return { kind: 'hardware', platformId: Number(hardware[1]), key: hardware[2] as string }
  return null
}

export interface StoredProduct {
  id: number
  name: string
  price: number
  inStock?: boolean | null
  availableQuantity?: number | null
  status?: string | null
  discountable?: boolean | null
  shippingGroup?: string | null
  platformSlug: string | null
  /** False when its platform is turned off: off the store, not sold (accessories have no platform). */
  platformEnabled?: boolean
}

/** Business days to prepare a ready-made product before it ships. */
export const READY_MADE_PREPARATION_DAYS = 1

/**
 * A ready-made product's line: its price, its own stock counter, its shipping group, and the services it is offered
 * (`productServiceOffers`, priced from the database) with those the shopper asked for; pricing drops any asked for
 * that is not offered.
 */
export function productLine(
  product: StoredProduct,
  quantity: number,
  offers: ServiceOffer[] = [],
  chosen: readonly ServiceKey[] = [],
): LineSource {
  const { stock, isValid } = productStock(product)
  return {
    id: product.id,
    kind: 'product',
    name: product.name,
    platformSlug: product.platformSlug,
    quantity,
    unitPrice: product.price,
    offers,
    chosen: [...new Set(chosen)],
    stock,
    isValid: isValid && product.platformEnabled !== false,
    discountable: product.discountable ?? true,
    configurable: false,
    shippingGroup: product.shippingGroup ?? 'controller',
    assemblyDays: READY_MADE_PREPARATION_DAYS,
  }
}

/** A line whose configuration or product no longer exists: shown, never counted or sold. */
export function missingLine(id: string | number, kind: LineSource['kind'], quantity: number): LineSource {
  return {
    id,
    kind,
    name: 'This product is no longer available',
    platformSlug: null,
    quantity,
    unitPrice: 0,
    offers: [],
    chosen: [],
    stock: [],
    isValid: false,
    discountable: true,
    configurable: false,
    shippingGroup: 'controller',
    assemblyDays: STANDARD_BUILD_DAYS,
  }
}
