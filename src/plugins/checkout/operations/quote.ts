import type { PayloadRequest } from 'payload'
import type { CheckoutBasket, PaymentMethodView, QuoteView } from '../../../lib/checkout/api'
import { addressWarnings, SHIPPING_METHODS_NOT_FOUND } from '../../../lib/checkout/methods'
import { type Quote, quoteOrder } from '../../../lib/checkout/quote'
import { type TaxCalculator, tableTaxCalculator } from '../../../lib/checkout/tax'
import { toQuoteView } from '../../../lib/checkout/view'
import { offersFor, someMethodsHidden } from '../../../lib/checkout/zones'
import { livePaymentMethods } from '../../payments'
import {
  couponUsesBy,
  type FoundCoupon,
  findCoupon,
  ordersOfBuyer,
  readCheckoutSettings,
  readShippingMethods,
  readTaxRules,
} from '../queries'
import { type LoadedLines, loadLines } from './load-lines'

export interface QuoteCheckoutInput {
  address: { country: string; state: string; zip: string }
  basket: CheckoutBasket
  choices: Record<string, string>
  /** Who buys, for the coupon's per-customer limit: the signed-in customer, or the e-mail typed at checkout. */
  buyer?: { customer: number | null; email: string | null }
  /** The clock of this request (tests pass a fixed one). */
  now?: Date
}

export interface CheckoutQuote {
  quote: Quote
  view: QuoteView
  loaded: LoadedLines
  coupon: FoundCoupon | null
  paymentMethods: PaymentMethodView[]
}

/** The tax seam: the tax-rules table today; a hosted tax service would be returned here instead. */
async function taxCalculatorFor(req: PayloadRequest): Promise<TaxCalculator> {
  return tableTaxCalculator(await readTaxRules(req))
}

/**
 * The whole checkout quote from the database (checkout.md sections 3–5): lines priced from stored configurations and
 * products, packages and their methods for the address, the coupon with its usage counts, tax, totals and whether
 * payment may be taken. basket-shipping-packages answers it; apply-coupon and create-order run the very same code.
 */
export async function quoteCheckout(req: PayloadRequest, input: QuoteCheckoutInput): Promise<CheckoutQuote> {
  const now = input.now ?? new Date()
  const buyer = input.buyer ?? { customer: req.user?.collection === 'users' ? req.user.id : null, email: null }
  const [loaded, settings, methods, taxCalculator, coupon] = await Promise.all([
    loadLines(req, input.basket.products),
    readCheckoutSettings(req),
    readShippingMethods(req),
    taxCalculatorFor(req),
    input.basket.coupon ? findCoupon(req, input.basket.coupon) : Promise.resolve(null),
  ])
  const paymentMethods = livePaymentMethods(settings.manualPayment)
  const timesUsedByCustomer = coupon ? await couponUsesBy(req, coupon.id, buyer) : 0
  const buyerOrders = coupon?.coupon.firstOrderOnly ? await ordersOfBuyer(req, buyer) : 0
  const country = input.address.country.trim().toUpperCase() || null
  const state = input.address.state.trim().toUpperCase() || null
  const quote = await quoteOrder(
    {
      now,
      lines: loaded.lines,
      settings: {
        sameDayAssemblyEnabled: settings.sameDayAssemblyEnabled,
        freeShippingThreshold: settings.freeShippingThreshold,
      },
      address: { country, state },
      sameBoxShipment: input.basket.sameBoxShipment,
      methodsFor: (pkg) =>
        offersFor(
          methods,
          { country, state },
          pkg.lines.reduce((sum, l) => sum + l.quantity, 0),
        ),
      choices: input.choices,
      coupon: input.basket.coupon
        ? {
            code: input.basket.coupon,
            coupon: coupon?.coupon ?? null,
            timesUsed: coupon?.timesUsed ?? 0,
            timesUsedByCustomer,
            buyerEmail: buyer.email,
            buyerOrders,
          }
        : null,
      paymentMethods: paymentMethods.map((m) => m.id),
    },
    taxCalculator,
  )
  const warnings = addressWarnings({
    hasAddress: Boolean(country && (state || input.address.zip.trim())),
    hasZip: Boolean(input.address.zip.trim()),
    someMethodsHidden: someMethodsHidden(methods, country, state),
  })
  if (quote.packages.some((p) => p.methods.length === 0)) warnings.push(SHIPPING_METHODS_NOT_FOUND)
  const view = toQuoteView(quote, {
    productsFound: loaded.found > 0,
    paymentMethods,
    warnings,
    freeShippingThreshold: settings.freeShippingThreshold,
  })
  return { quote, view, loaded, coupon, paymentMethods }
}
