import { type Cents, formatUSD } from '../money'
import { assemblyReadyAt, deliveredAt, nyDate } from './delivery'
import type { SdaAllowance } from './packages'

/**
 * Shipping methods of one package (checkout.md section 3 "Shipping method", section 4 "Shipping method choice").
 * The database layer lists the methods serving the address's zone, in the merchandiser's order, priced for the
 * package; these rules choose, mark and label them.
 */
export interface MethodOffer {
  id: string
  /** 'fedex', 'usps', 'ups', 'dhl'... (lower case). */
  carrier: string
  name: string
  price: Cents
  /** Days in transit. */
  deliveryTime: number
  isSdaSupported: boolean
  caption: string | null
  /** The method becomes free on US orders from the free-shipping threshold. */
  freeOverThreshold: boolean
}

export interface ShownMethod extends MethodOffer {
  /** New York calendar date the package arrives with this method ('YYYY-MM-DD'). */
  deliveryDate: string
  isRecommended: boolean
  isQuickest: boolean
  isFree: boolean
  priceLabel: string
}

export const FEDEX = 'fedex'
export const FREE_SHIPPING_LABEL = 'Free Shipping'
export const SHIPPING_METHODS_NOT_FOUND =
  'Shipping methods not found. Please, try to change your address or select a place on the map'
export const ADDRESS_WARNINGS = {
  fillAddress: 'Please fill In your address for more accurate pricing',
  someMethodsHidden: 'Some shipping methods are not displayed. Please check your address for more options',
  enterZip: 'Enter ZIP for more accurate delivery time',
} as const

/** The method may carry Same Day Assembly under the package's allowance (fedex_only: FedEx methods only). */
export function carriesSda(method: MethodOffer, allowance: SdaAllowance): boolean {
  return allowance.enabled && method.isSdaSupported && (allowance.mode !== 'fedex_only' || method.carrier === FEDEX)
}

export interface Choice {
  methodId: string | null
  /** Same Day Assembly stays on for the package. */
  sda: boolean
  /** SDA was on and had to be switched off: the page unticks it on the package's lines. */
  sdaTurnedOff: boolean
}

/**
 * The default method of a package (checkout.md section 4):
 * - with Same Day Assembly on: the prior choice if it carries SDA, else the first FedEx method carrying it, else
 *   the first method carrying it; with none, SDA is switched off and the rules below apply;
 * - otherwise the prior choice while it is still listed, else the first method.
 */
export function chooseMethod(
  methods: readonly MethodOffer[],
  priorChoice: string | null | undefined,
  sda: boolean,
  allowance: SdaAllowance,
): Choice {
  const prior = methods.find((m) => m.id === priorChoice)
  if (sda) {
    const sdaMethods = methods.filter((m) => carriesSda(m, allowance))
    const pick =
      (prior && sdaMethods.includes(prior) ? prior : undefined) ??
      sdaMethods.find((m) => m.carrier === FEDEX) ??
      sdaMethods[0]
    if (pick) return { methodId: pick.id, sda: true, sdaTurnedOff: false }
  }
  return { methodId: (prior ?? methods[0])?.id ?? null, sda: false, sdaTurnedOff: sda }
}

/**
 * The shopper picks a method (checkout.md section 4): "if same-day assembly was on and the new method does not
 * support it, it is switched off". Null when the method is not offered for the package.
 */
export function changeMethod(
  methods: readonly MethodOffer[],
  methodId: string,
  sda: boolean,
  allowance: SdaAllowance,
): Choice | null {
  const method = methods.find((m) => m.id === methodId)
  if (!method) return null
  const keep = sda && carriesSda(method, allowance)
  return { methodId: method.id, sda: keep, sdaTurnedOff: sda && !keep }
}

/**
 * The order the checkout offers a package's methods in (issue 27 item 8): when the order ships free, the methods that
 * become free come first, in the merchandiser's order, so the first method (checkout.md's default) is a free one;
 * otherwise the merchandiser's order as it is.
 */
export function freeMethodsFirst<M extends Pick<MethodOffer, 'freeOverThreshold'>>(
  methods: readonly M[],
  freeShipping: boolean,
): M[] {
  if (!freeShipping) return [...methods]
  return [...methods.filter((m) => m.freeOverThreshold), ...methods.filter((m) => !m.freeOverThreshold)]
}

/** storefront.md section 9: "Free shipping label when the price is 0 or less". */
export const isFreePrice = (price: Cents): boolean => price <= 0
export const shippingPriceLabel = (price: Cents): string =>
  isFreePrice(price) ? FREE_SHIPPING_LABEL : formatUSD(price)

/**
 * Marks and dates the methods of a package at `now`:
 * - recommended: the smallest deliveryTime (checkout.md: "The best method (for the recommended mark) is the one
 *   with the smallest deliveryTime"), the first listed on a tie;
 * - quickest: the earliest delivery DATE, which differs from recommended when Same Day Assembly is on: only methods
 *   carrying SDA get the 24-hour build, the others the package's standard build. First listed on a tie.
 * - free-shipping methods cost 0 when `freeShipping` is true (see freeShippingProgress).
 */
export function showMethods(
  methods: readonly MethodOffer[],
  pkg: { assemblyTime: number; defaultAssemblyTime: number; sda: boolean; sdaAllowance: SdaAllowance },
  now: Date,
  freeShipping: boolean,
): ShownMethod[] {
  const dated = methods.map((m) => {
    const build = pkg.sda && carriesSda(m, pkg.sdaAllowance) ? pkg.assemblyTime : pkg.defaultAssemblyTime
    const delivered = deliveredAt(assemblyReadyAt(now, build), m.deliveryTime)
    const price = freeShipping && m.freeOverThreshold ? 0 : m.price
    return { method: { ...m, price }, at: delivered.getTime(), date: nyDate(delivered) }
  })
  const best = firstMin(dated.map((d) => d.method.deliveryTime))
  const quickest = firstMin(dated.map((d) => d.at))
  return dated.map((d, i) => ({
    ...d.method,
    deliveryDate: d.date,
    isRecommended: i === best,
    isQuickest: i === quickest,
    isFree: isFreePrice(d.method.price),
    priceLabel: shippingPriceLabel(d.method.price),
  }))
}

function firstMin(values: number[]): number {
  let index = -1
  values.forEach((v, i) => {
    if (index === -1 || v < values[index]!) index = i
  })
  return index
}

/** checkout.md section 9: "Free US shipping threshold: order total of 99" (SiteSettings.freeShippingThreshold). */
export const DEFAULT_FREE_SHIPPING_THRESHOLD: Cents = 9900

export interface FreeShippingProgress {
  /** The order ships free (on methods marked freeOverThreshold). */
  eligible: boolean
  /** What the cart shows while below the threshold ("the remaining amount needed"); 0 from the threshold on. */
  remaining: Cents
  /** The offer concerns this address: a US address, or none yet (the checkout's default address is New York). */
  applies: boolean
}

/**
 * The free US shipping threshold, reached when the subtotal (items + services of counted lines, before the coupon)
 * is at least the threshold: exactly $99.00 qualifies, $98.99 leaves $0.01 remaining.
 */
export function freeShippingProgress(
  subtotal: Cents,
  threshold: Cents,
  countryCode: string | null | undefined,
): FreeShippingProgress {
  const applies = !countryCode || countryCode.trim().toUpperCase() === 'US'
  const remaining = Math.max(0, threshold - subtotal)
  return { eligible: applies && remaining === 0, remaining: applies ? remaining : 0, applies }
}

/**
 * The address warnings of checkout.md section 8, in the order the page shows them: no street address yet; some
 * methods were left out for the zone; no ZIP yet.
 */
export function addressWarnings(state: { hasAddress: boolean; hasZip: boolean; someMethodsHidden: boolean }): string[] {
  const warnings: string[] = []
  if (!state.hasAddress) warnings.push(ADDRESS_WARNINGS.fillAddress)
  if (state.someMethodsHidden) warnings.push(ADDRESS_WARNINGS.someMethodsHidden)
  if (!state.hasZip) warnings.push(ADDRESS_WARNINGS.enterZip)
  return warnings
}
