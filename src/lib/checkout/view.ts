import { lineKeyOf } from '../basket/line-key'
import { SHIPPING_GROUPS } from '../products'
import type { CouponView, MethodView, PackageView, PaymentMethodView, QuotedLineView, QuoteView } from './api'
import { couponView } from './coupons'
import type { ShownMethod } from './methods'
import { SAME_BOX_PACKAGE_ID } from './packages'
import type { Quote } from './quote'

/** A package's name as the checkout and thanks page show it. */
export function packageName(id: string): string {
  if (id === SAME_BOX_PACKAGE_ID) return 'One box'
  return SHIPPING_GROUPS.find((g) => g.value === id)?.label ?? 'Package'
}

export interface ViewExtras {
  productsFound: boolean
  paymentMethods: PaymentMethodView[]
  warnings: string[]
  freeShippingThreshold: number
}

/** A dated, marked method as the page reads it. */
export const methodView = (m: ShownMethod): MethodView => ({
  id: m.id,
  carrier: m.carrier,
  name: m.name,
  price: m.price,
  priceLabel: m.priceLabel,
  deliveryTime: m.deliveryTime,
  deliveryDate: m.deliveryDate,
  isSdaSupported: m.isSdaSupported,
  isRecommended: m.isRecommended,
  isQuickest: m.isQuickest,
  isFree: m.isFree,
  caption: m.caption,
})

/** The quote as the page reads it (api.ts QuoteView): names of checkout.md section 3, money in cents. */
export function toQuoteView(quote: Quote, extras: ViewExtras): QuoteView {
  const packageOf = new Map(quote.packages.flatMap((p) => p.lines.map((l) => [String(l.id), p.id] as const)))
  const lines: QuotedLineView[] = quote.basket.lines.map((l) => ({
    key: lineKeyOf({
      type: l.kind === 'configuration' ? 'controller' : 'product',
      id: l.id,
      serviceKeys: l.kind === 'product' ? l.chosen : [],
    }),
    id: l.id,
    type: l.kind === 'configuration' ? 'controller' : 'product',
    name: l.name,
    platformSlug: l.platformSlug,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    services: l.services.map((s) => ({ key: s.key, name: s.name, price: s.price })),
    offers: l.offers.map((o) => ({ key: o.key, name: o.name, price: o.price })),
    lineTotal: l.lineTotal,
    inStock: l.inStock,
    isValid: l.isValid,
    counted: l.counted,
    discountable: l.discountable,
    configurable: l.configurable,
    packageId: packageOf.get(String(l.id)) ?? null,
  }))
  const data: PackageView[] = quote.packages.map((p) => ({
    id: p.id,
    name: packageName(p.id),
    productIds: p.lines.map((l) => l.id),
    methods: p.methods.map(methodView),
    chosenMethodId: p.chosenMethodId,
    assemblyTime: p.assemblyTime,
    defaultAssemblyTime: p.defaultAssemblyTime,
    assemblyLabel: p.assemblyLabel,
    assemblyDate: p.assemblyDate,
    deliveryDate: p.deliveryDate,
    shippingPrice: p.shippingPrice,
    sda: p.sda,
    sdaAllowance: p.sdaAllowance,
  }))
  const coupon: CouponView | null = quote.coupon?.ok
    ? couponView(quote.coupon.coupon, quote.coupon.totalDiscount)
    : null
  const t = quote.totals
  return {
    productsFound: extras.productsFound,
    lines,
    data,
    isSameBoxShipmentSupported: quote.isSameBoxShipmentSupported,
    hasProductStockOut: quote.basket.hasProductStockOut,
    hasInvalidProducts: quote.basket.hasInvalidProducts,
    paymentMethods: extras.paymentMethods,
    payment: quote.payment,
    coupon,
    couponMessage: quote.coupon && !quote.coupon.ok ? quote.coupon.message : null,
    totals: {
      items: t.items,
      services: t.services,
      subtotal: t.subtotal,
      shippingTotal: t.shippingTotal,
      discount: t.discount,
      tax: t.tax,
      vatFee: t.vatFee,
      totalOrderPriceBeforeTax: t.totalOrderPriceBeforeTax,
      totalOrderPrice: t.totalOrderPrice,
    },
    freeShipping: {
      threshold: extras.freeShippingThreshold,
      eligible: quote.freeShipping.eligible,
      remaining: quote.freeShipping.remaining,
      applies: quote.freeShipping.applies,
    },
    warnings: extras.warnings,
    sdaTurnedOff: quote.sdaTurnedOff,
  }
}
