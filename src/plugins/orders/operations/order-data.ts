import type { FullAddress } from '../../../lib/address'
import type { PaymentMethodId } from '../../../lib/checkout/api'
import type { Quote } from '../../../lib/checkout/quote'
import { packageName } from '../../../lib/checkout/view'
import type { PaymentResult } from '../../../lib/payments/provider'
import type { FoundCoupon } from '../../checkout'
import type { Buyer } from './buyer'
import type { OrderData } from './insert-order'
import type { StockTaken } from './take-stock'

export interface OrderFacts {
  number: string
  attempt: string
  buyer: Buyer
  shipping: FullAddress
  instructions: string
  billing: { sameAsShipping: boolean; address1: string; zip: string; country: string }
  quote: Quote
  configurationIds: Map<string, number>
  coupon: FoundCoupon | null
  paymentMethod: PaymentMethodId
  payment: PaymentResult
  stock: StockTaken[]
  now: Date
}

/** The order record from the server's quote: what was bought at what price, packages, totals and snapshots. */
export function orderData(f: OrderFacts): OrderData {
  const { quote } = f
  const packageOf = new Map(quote.packages.flatMap((p) => p.lines.map((l) => [String(l.id), p.id] as const)))
  const t = quote.totals
  return {
    number: f.number,
    status: 'new',
    paymentStatus: f.payment.status === 'succeeded' ? 'paid' : 'awaiting',
    paymentMethod: f.paymentMethod,
    cancelable: true,
    customer: f.buyer.customer,
    email: f.buyer.email,
    attemptKey: f.attempt,
    shipping: {
      firstName: f.shipping.first_name,
      lastName: f.shipping.last_name,
      email: f.shipping.email,
      phone: f.shipping.phone,
      address1: f.shipping.address1,
      address2: f.shipping.address2,
      city: f.shipping.city,
      state: f.shipping.state?.abbreviation ?? f.shipping.state_string ?? null,
      stateName: f.shipping.state?.name ?? f.shipping.state_string ?? null,
      zip: f.shipping.zip,
      country: f.shipping.country.code,
      countryName: f.shipping.country.name,
      instructions: f.instructions || null,
    },
    billing: f.billing.sameAsShipping
      ? { sameAsShipping: true }
      : {
          sameAsShipping: false,
          address1: f.billing.address1,
          zip: f.billing.zip,
          country: f.billing.country.toUpperCase(),
        },
    lines: quote.basket.lines
      .filter((l) => l.counted)
      .map((l) => ({
        name: l.name,
        status: 'new' as const,
        quantity: l.quantity,
        kind: l.kind,
        configuration: l.kind === 'configuration' ? (f.configurationIds.get(String(l.id)) ?? null) : null,
        product: l.kind === 'product' ? Number(l.id) : null,
        platform: l.platformSlug,
        unitPrice: l.unitPrice,
        servicesPrice: l.services.reduce((sum, s) => sum + s.price, 0),
        lineTotal: l.lineTotal,
        packageId: packageOf.get(String(l.id)) ?? null,
        services: l.services.map((s) => ({ key: s.key, name: s.name, price: s.price })),
        stockKeys: l.stock.map((s) => s.key),
      })),
    packages: quote.packages.map((p) => {
      const method = p.methods.find((m) => m.id === p.chosenMethodId)
      return {
        packageId: p.id,
        name: packageName(p.id),
        methodName: method?.name ?? null,
        carrier: method?.carrier ?? null,
        method: method ? Number(method.id) : null,
        price: p.shippingPrice,
        deliveryTime: method?.deliveryTime ?? null,
        assemblyTime: p.assemblyTime,
        assemblyDate: p.assemblyDate,
        deliveryDate: p.deliveryDate,
        sda: p.sda,
      }
    }),
    totals: {
      items: t.items,
      services: t.services,
      subtotal: t.subtotal,
      shipping: t.shippingTotal,
      discount: t.discount,
      tax: t.tax,
      vatFee: t.vatFee,
      totalBeforeTax: t.totalOrderPriceBeforeTax,
      total: t.totalOrderPrice,
    },
    coupon:
      quote.coupon?.ok && f.coupon
        ? {
            ref: f.coupon.id,
            code: f.coupon.coupon.code,
            description: f.coupon.coupon.description,
            discountType: f.coupon.coupon.discountType,
            discount: f.coupon.coupon.discount,
            totalDiscount: quote.coupon.totalDiscount,
          }
        : { totalDiscount: 0 },
    taxLabel: quote.tax.rule?.label ?? null,
    paymentInstructions: f.payment.instructions ?? null,
    stockTaken: f.stock.map((s) => ({ key: s.key, quantity: s.quantity })),
    statusHistory: [{ status: 'new', at: f.now.toISOString(), by: f.buyer.customer, note: 'Order placed' }],
  }
}
