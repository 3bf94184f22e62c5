import { MAX_QUANTITY, MIN_QUANTITY } from '../basket/quantity'
import { InputError } from '../errors'
import { type Cents, isValidCents } from '../money'
import { isStockEnough, STOCK_POLICY_DENY } from '../platforms'
import type { ServiceKey, ServiceOffer } from './services'

/**
 * Quantity of one basket line, enforced on the server whatever the client sends.
 *
 * The spec reads two ways: the checkout's stepper goes 1 to 5 (checkout.md section 2) while the quantity select,
 * the creator (creator.md sections 5 and 9: "Quantity must be 1 to 3"), the storefront ("a basket line is capped at
 * 3") and checkout.md section 9 ("basket line capped at 3 elsewhere") all say 3. Decision: ONE rule, 1 to 3, the
 * same constants as the creator and the basket (src/creator/quantity.ts, MAX_LINE_QUANTITY). A stepper that could
 * reach 5 would let the page show a price the server then refuses. Anything else (0, 4, 5, 1.5, '2') is refused,
 * never silently clamped: the shopper must see what they pay for.
 */
export const CHECKOUT_MIN_QUANTITY = MIN_QUANTITY
export const CHECKOUT_MAX_QUANTITY = MAX_QUANTITY
export const QUANTITY_MESSAGE = `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`

export function isValidQuantity(quantity: unknown): quantity is number {
  return (
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= CHECKOUT_MIN_QUANTITY &&
    quantity <= CHECKOUT_MAX_QUANTITY
  )
}

/** One stock counter one item of the line uses: an inventoried option value, a hardware or a product. */
export interface StockNeed {
  /** e.g. 'option_3_value_12' (creator.md inventory keys) or 'product_7'. */
  key: string
  stock: number
  /** 2 = keep selling when out of stock. */
  policy: number
}

/**
 * The stock facts of a ready-made product (storefront.md section 4: "in stock only if inStock is true and
 * availableQuantity is at least the chosen quantity"): one counter, `product_{id}`, never sold on back-order; a
 * 'coming' or discontinued product is not sold at all (invalid, not out of stock).
 */
export function productStock(product: {
  id: number | string
  inStock?: boolean | null
  availableQuantity?: number | null
  status?: string | null
}): { stock: StockNeed[]; isValid: boolean } {
  const sold = product.status !== 'coming' && product.status !== 'discontinued'
  const stock = product.inStock ? Math.max(0, product.availableQuantity ?? 0) : 0
  return { stock: [{ key: `product_${product.id}`, stock, policy: STOCK_POLICY_DENY }], isValid: sold }
}

/** A basket line as the database layer fills it from the stored configuration or product (never the snapshot). */
export interface LineSource {
  /** The basket line's id (configuration uid or product id). */
  id: string | number
  kind: 'configuration' | 'product'
  name: string
  platformSlug: string | null
  quantity: number
  /** ONE item without its services: the engine's price of the configuration minus service options, or the product price. */
  unitPrice: Cents
  /** Services this line may have (only those the platform offers). */
  offers: ServiceOffer[]
  /** Services the shopper chose. */
  chosen: ServiceKey[]
  stock: StockNeed[]
  /** False when a chosen value is unavailable, the platform disabled or the product not sold ('coming', discontinued). */
  isValid: boolean
  discountable: boolean
  configurable: boolean
  shippingGroup: string
  /** Business days to build or prepare one item (configured controllers: STANDARD_BUILD_DAYS). */
  assemblyDays: number
}

export interface PricedService {
  key: ServiceKey
  optionId: number
  name: string
  /** One item. */
  price: Cents
  /** price × quantity. */
  total: Cents
}

export interface PricedLine extends LineSource {
  services: PricedService[]
  /** Every stock counter covers this line (after earlier lines took their share). */
  inStock: boolean
  /** Keys short of stock. */
  shortKeys: string[]
  /** In stock and valid: only counted lines are priced, shipped and paid for (checkout.md section 5). */
  counted: boolean
  /** unitPrice × quantity (0 when not counted). */
  itemTotal: Cents
  /** Services × quantity (0 when not counted). */
  servicesTotal: Cents
  lineTotal: Cents
  hasSda: boolean
  /** Same Day Assembly could be switched on for this line. */
  sdaCapable: boolean
}

export interface PricedBasket {
  lines: PricedLine[]
  /** The items of counted lines, without services. */
  itemsTotal: Cents
  servicesTotal: Cents
  /** items + services: the cart's "item total", the coupon's "order total (subtotal)" and the free-shipping base. */
  subtotal: Cents
  hasProductStockOut: boolean
  hasInvalidProducts: boolean
  /** Every counted line is discountable (checkout.md section 4: a coupon applies only then). */
  allDiscountable: boolean
  /** Platforms of counted lines (coupons' excluded platforms). */
  platforms: string[]
  /** Services chosen but no longer offered (SDA switched off site-wide...), by line id: the page unticks them. */
  droppedServices: Array<{ lineId: LineSource['id']; key: ServiceKey }>
}

export interface PricingSettings {
  /** SiteSettings.sameDayAssemblyEnabled: off drops Same Day Assembly from every line. */
  sameDayAssemblyEnabled: boolean
}

function servicesOf(line: LineSource, settings: PricingSettings) {
  const offered = line.offers.filter((o) => o.key !== 'sda' || settings.sameDayAssemblyEnabled)
  const services: PricedService[] = []
  const dropped: ServiceKey[] = []
  for (const key of new Set(line.chosen)) {
    const offer = offered.find((o) => o.key === key)
    if (!offer) dropped.push(key)
    else services.push({ ...offer, total: offer.price * line.quantity })
  }
  return { services, dropped, sdaCapable: offered.some((o) => o.key === 'sda') }
}

/**
 * Prices a basket from stored data (checkout.md: the server is the authority for every price).
 * - quantity 1 to 3 per line, else InputError (see CHECKOUT_MAX_QUANTITY);
 * - services per line, priced per item; SDA only while the site switch is on;
 * - stock is enough when stock ≥ quantity or policy 2 (checkout.md section 5); lines share a counter in basket
 *   order, so two lines wanting the last unit leave the second out of stock, as the create-order update would;
 * - out-of-stock and invalid lines are not counted in any total.
 */
export function priceBasket(sources: readonly LineSource[], settings: PricingSettings): PricedBasket {
  const bad = sources.find((l) => !isValidQuantity(l.quantity))
  if (bad) throw new InputError(QUANTITY_MESSAGE, { quantity: [QUANTITY_MESSAGE] })
  // Prices come from the database, never from the client: a bad one is a bug in the caller, not a 4xx.
  const badPrice = sources.find((l) => !isValidCents(l.unitPrice) || l.offers.some((o) => !isValidCents(o.price)))
  if (badPrice) throw new RangeError(`Line ${badPrice.id} has a price that is not whole cents ≥ 0`)

  const taken = new Map<string, number>()
  const droppedServices: PricedBasket['droppedServices'] = []
  const lines = sources.map((line): PricedLine => {
    const shortKeys = line.stock
      .filter((s) => !isStockEnough(s.stock, s.policy, (taken.get(s.key) ?? 0) + line.quantity))
      .map((s) => s.key)
    const inStock = shortKeys.length === 0
    if (inStock) for (const s of line.stock) taken.set(s.key, (taken.get(s.key) ?? 0) + line.quantity)
    const { services, dropped, sdaCapable } = servicesOf(line, settings)
    for (const key of dropped) droppedServices.push({ lineId: line.id, key })
    const counted = inStock && line.isValid
    const itemTotal = counted ? line.unitPrice * line.quantity : 0
    const servicesTotal = counted ? services.reduce((sum, s) => sum + s.total, 0) : 0
    return {
      ...line,
      services,
      inStock,
      shortKeys,
      counted,
      itemTotal,
      servicesTotal,
      lineTotal: itemTotal + servicesTotal,
      hasSda: services.some((s) => s.key === 'sda'),
      sdaCapable,
    }
  })
  const counted = lines.filter((l) => l.counted)
  const itemsTotal = counted.reduce((sum, l) => sum + l.itemTotal, 0)
  const servicesTotal = counted.reduce((sum, l) => sum + l.servicesTotal, 0)
  return {
    lines,
    itemsTotal,
    servicesTotal,
    subtotal: itemsTotal + servicesTotal,
    hasProductStockOut: lines.some((l) => !l.inStock),
    hasInvalidProducts: lines.some((l) => !l.isValid),
    allDiscountable: counted.every((l) => l.discountable),
    platforms: [...new Set(counted.flatMap((l) => (l.platformSlug ? [l.platformSlug] : [])))],
    droppedServices,
  }
}
