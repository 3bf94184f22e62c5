import { type CreatorCatalog, indexCatalog } from '../../creator/catalog'
import { priceIn, priceOf } from '../../creator/engine/price'
import { optionKey } from '../../creator/engine/state'
import { OUT_OF_STOCK_MESSAGE } from '../../creator/engine/stock'
import { selectionSchema } from '../../creator/selection'
import { validateSelection } from '../../creator/validate'
import { STOCK_POLICY_DENY } from '../platforms'
import { STANDARD_BUILD_DAYS } from './delivery'
import { type LineSource, productStock, type StockNeed } from './pricing'
import {
  SAME_DAY_ASSEMBLY_NAME,
  type ServiceKey,
  type ServiceOffer,
  sameDayAssemblyOptionId,
  WARRANTY_NAME,
  warrantyOptionId,
} from './services'

/**
 * Basket lines as the checkout prices them, built from stored data only: a configuration's stored selection priced
 * by the creator engine against today's catalog, or a product's record. The browser's snapshot is never read.
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

/** Where a service lives in a selection: Same Day Assembly is option 9, the warranty 10 / 43 / 47 by platform. */
function serviceOptionIds(platformSlug: string): Array<{ key: ServiceKey; optionId: number; name: string }> {
  const warranty = warrantyOptionId(platformSlug)
  return [
    { key: 'sda' as const, optionId: sameDayAssemblyOptionId(), name: SAME_DAY_ASSEMBLY_NAME },
    ...(warranty ? [{ key: 'warranty' as const, optionId: warranty, name: WARRANTY_NAME }] : []),
  ]
}

export interface StoredConfiguration {
  uid: string
  name: string
  selected: unknown
  configurable: boolean
}

export interface PlatformFacts {
  id: number
  slug: string
  hardwares: ReadonlyArray<{ key: string; stock: number }>
}

/**
 * A configured controller's line: the selection without its services is validated and priced by the engine (one
 * item), the services are offered at today's prices (the platform's Same Day Assembly price, else option 9's), and
 * its stock needs are the chosen inventoried values plus the platform's base hardware. A configuration the rules no
 * longer allow, or with a disabled value, is invalid; one merely short of stock is valid and out of stock.
 */
export function configurationLine(
  catalog: CreatorCatalog,
  platform: PlatformFacts,
  stored: StoredConfiguration,
  quantity: number,
): LineSource {
  const index = indexCatalog(catalog)
  const raw = (stored.selected && typeof stored.selected === 'object' ? stored.selected : {}) as {
    options?: Record<string, unknown>
  }
  const options = { ...(raw.options ?? {}) }
  const services = serviceOptionIds(platform.slug)
  const chosen: ServiceKey[] = []
  for (const service of services) {
    const key = optionKey(service.optionId)
    if (options[key] === true) chosen.push(service.key)
    delete options[key]
  }
  const base = { ...raw, options, quantity }
  const verdict = validateSelection(catalog, base)
  const isValid = verdict.ok || verdict.message === OUT_OF_STOCK_MESSAGE
  // Short of stock only: the shape passed, so the selection parses and is priced (shown, not counted).
  const selection = verdict.ok ? verdict.selection : isValid ? selectionSchema.parse(base) : null

  const offers: ServiceOffer[] = services.flatMap((s) =>
    index.options.has(s.optionId)
      ? [
          {
            key: s.key,
            optionId: s.optionId,
            name: s.name,
            price: selection
              ? priceIn(catalog, index, selection, s.optionId)
              : (index.options.get(s.optionId)?.price ?? 0),
          },
        ]
      : [],
  )

  let unitPrice = catalog.platform.basePrice
  const stock: StockNeed[] = platform.hardwares.map((h) => ({
    key: stockKeys.hardware(platform.id, h.key),
    stock: h.stock,
    policy: STOCK_POLICY_DENY,
  }))
  const priced = selection
  if (priced) {
    const price = priceOf(catalog, index, priced)
    unitPrice = price.itemSubtotal + price.optionsSubtotal
    for (const chosenValue of Object.values(priced.options)) {
      if (typeof chosenValue !== 'number') continue
      const value = index.values.get(chosenValue)
      const option = value ? index.options.get(value.optionId) : undefined
      if (value && option?.isInventoried)
        stock.push({ key: stockKeys.value(value.id), stock: value.stock, policy: value.stockPolicy })
    }
  }
  return {
    id: stored.uid,
    kind: 'configuration',
    name: stored.name,
    platformSlug: platform.slug,
    quantity,
    unitPrice,
    offers,
    chosen,
    stock,
    isValid,
    discountable: true,
    configurable: stored.configurable,
    shippingGroup: 'controller',
    assemblyDays: STANDARD_BUILD_DAYS,
  }
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
