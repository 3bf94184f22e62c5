import type { Cents } from '../money'
import { type Coupon, type CouponVerdict, checkCoupon } from './coupons'
import { assemblyLabel, assemblyReadyAt, nyDate } from './delivery'
import {
  chooseMethod,
  type FreeShippingProgress,
  freeMethodsFirst,
  freeShippingProgress,
  type MethodOffer,
  type ShownMethod,
  showMethods,
} from './methods'
import { type SdaAllowance, type ShippingGroupRule, type ShippingPackage, splitPackages } from './packages'
import { type PaymentAvailability, paymentAvailability } from './payment'
import { type LineSource, type PricedBasket, type PricedLine, priceBasket } from './pricing'
import type { TaxCalculator, TaxQuote } from './tax'
import { computeTotals, type OrderTotals } from './totals'

/**
 * The whole checkout quote from stored data, in one place, so the page's figures (basket-shipping-packages,
 * apply-coupon) and create-order's recomputation can never disagree. Steps: price the lines → split packages →
 * choose each package's method (Same Day Assembly may be switched off there, which re-prices its lines) → date and
 * mark the methods → coupon → tax → totals → whether payment is allowed.
 */
export interface QuoteInput {
  /** The fixed clock of this request. */
  now: Date
  lines: readonly LineSource[]
  settings: {
    sameDayAssemblyEnabled: boolean
    freeShippingThreshold: Cents
    sdaMode?: SdaAllowance['mode']
    shippingGroups?: readonly ShippingGroupRule[]
  }
  address: { country: string | null; state: string | null }
  sameBoxShipment: boolean
  /**
   * The methods serving the address for a package, priced for it, in the merchandiser's order. Called up to twice
   * per package: keep it free of side effects.
   */
  methodsFor: (pkg: ShippingPackage<PricedLine>) => readonly MethodOffer[]
  /** The shopper's method per package id, from the stored order data or the request. */
  choices: Readonly<Record<string, string | null | undefined>>
  coupon: {
    code: string
    coupon: Coupon | null
    timesUsed: number
    timesUsedByCustomer: number
    buyerEmail?: string | null
    buyerOrders?: number
  } | null
  /** Payment methods live for this order. */
  paymentMethods: readonly string[]
}

export interface QuotedPackage {
  id: string
  lines: PricedLine[]
  assemblyTime: number
  defaultAssemblyTime: number
  assemblyLabel: string
  assemblyDate: string
  sda: boolean
  sdaAllowance: SdaAllowance
  methods: ShownMethod[]
  chosenMethodId: string | null
  /** The chosen method's delivery date; null without a method. */
  deliveryDate: string | null
  shippingPrice: Cents
}

export interface Quote {
  basket: PricedBasket
  packages: QuotedPackage[]
  isSameBoxShipmentSupported: boolean
  /** Lines whose Same Day Assembly was switched off because their package's method cannot carry it. */
  sdaTurnedOff: Array<LineSource['id']>
  freeShipping: FreeShippingProgress
  coupon: CouponVerdict | null
  tax: TaxQuote
  totals: OrderTotals
  payment: PaymentAvailability
}

function split(input: QuoteInput, basket: PricedBasket) {
  return splitPackages(
    basket.lines.filter((l) => l.counted),
    {
      sameBoxShipment: input.sameBoxShipment,
      groups: input.settings.shippingGroups,
      sameDayAssemblyEnabled: input.settings.sameDayAssemblyEnabled,
      sdaMode: input.settings.sdaMode,
    },
  )
}

export async function quoteOrder(input: QuoteInput, taxCalculator: TaxCalculator): Promise<Quote> {
  const settings = { sameDayAssemblyEnabled: input.settings.sameDayAssemblyEnabled }
  let basket = priceBasket(input.lines, settings)
  let packages = split(input, basket)

  // A package whose methods cannot carry SDA loses it: its lines are re-priced without it (never charged).
  const sdaTurnedOff = packages.packages.flatMap((pkg) => {
    const choice = chooseMethod(input.methodsFor(pkg), input.choices[pkg.id], pkg.sda, pkg.sdaAllowance)
    return choice.sdaTurnedOff ? pkg.lines.filter((l) => l.hasSda).map((l) => l.id) : []
  })
  if (sdaTurnedOff.length > 0) {
    const off = new Set(sdaTurnedOff)
    const lines = input.lines.map((l) => (off.has(l.id) ? { ...l, chosen: l.chosen.filter((k) => k !== 'sda') } : l))
    basket = priceBasket(lines, settings)
    packages = split(input, basket)
  }

  const freeShipping = freeShippingProgress(
    basket.subtotal,
    input.settings.freeShippingThreshold,
    input.address.country,
  )
  const quoted = packages.packages.map((pkg): QuotedPackage => {
    // A qualifying order is offered its free method first, so that is the default (docs/decisions.md).
    const offers = freeMethodsFirst(input.methodsFor(pkg), freeShipping.eligible)
    const choice = chooseMethod(offers, input.choices[pkg.id], pkg.sda, pkg.sdaAllowance)
    const methods = showMethods(offers, pkg, input.now, freeShipping.eligible)
    const chosen = methods.find((m) => m.id === choice.methodId) ?? null
    return {
      id: pkg.id,
      lines: pkg.lines,
      assemblyTime: pkg.assemblyTime,
      defaultAssemblyTime: pkg.defaultAssemblyTime,
      assemblyLabel: assemblyLabel(pkg.assemblyTime),
      assemblyDate: nyDate(assemblyReadyAt(input.now, pkg.assemblyTime)),
      sda: pkg.sda,
      sdaAllowance: pkg.sdaAllowance,
      methods,
      chosenMethodId: chosen?.id ?? null,
      deliveryDate: chosen?.deliveryDate ?? null,
      shippingPrice: chosen ? Math.max(0, chosen.price) : 0,
    }
  })

  const coupon = input.coupon
    ? checkCoupon(input.coupon.code, input.coupon.coupon, {
        now: input.now,
        subtotal: basket.subtotal,
        platforms: basket.platforms,
        allDiscountable: basket.allDiscountable,
        timesUsed: input.coupon.timesUsed,
        timesUsedByCustomer: input.coupon.timesUsedByCustomer,
        buyerEmail: input.coupon.buyerEmail ?? null,
        buyerOrders: input.coupon.buyerOrders ?? 0,
      })
    : null
  const discount = coupon?.ok ? coupon.totalDiscount : 0
  const tax = await taxCalculator.quote({ ...input.address, subtotal: basket.subtotal, discount })
  const totals = computeTotals({
    items: basket.itemsTotal,
    services: basket.servicesTotal,
    shipping: quoted.map((p) => ({ packageId: p.id, price: p.shippingPrice })),
    discount,
    tax,
  })
  const payment = paymentAvailability({
    paymentMethods: input.paymentMethods,
    hasProductStockOut: basket.hasProductStockOut,
    hasInvalidProducts: basket.hasInvalidProducts,
    everyPackageShips: quoted.every((p) => p.chosenMethodId !== null),
    nothingToBuy: !basket.lines.some((l) => l.counted),
  })
  return {
    basket,
    packages: quoted,
    isSameBoxShipmentSupported: packages.isSameBoxShipmentSupported,
    sdaTurnedOff,
    freeShipping,
    coupon,
    tax,
    totals,
    payment,
  }
}
