import { compareTotals } from '../../../lib/checkout/totals'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import type { CheckoutQuote } from '../../checkout'
import type { CreateOrderInput } from './order-input'

/**
 * Refuses an order the server would not place as the page showed it (checkout.md section 8): nothing to buy,
 * payment not allowed (stock-out, invalid product, no method), a coupon that no longer applies, a package whose method
 * changed, or any shown figure that differs from the server's by a cent. Each refusal carries the spec's code.
 */
export function assertPlaceable(input: CreateOrderInput, checked: CheckoutQuote): void {
  const { quote, view } = checked
  if (!view.productsFound)
    throw new CheckoutError('Your shopping cart is empty.', 'empty', { disablePaymentButton: true })
  if (!quote.payment.allowed)
    throw new CheckoutError(quote.payment.reason, quote.payment.code === 'empty' ? 'empty' : quote.payment.code, {
      disablePaymentButton: true,
    })
  if (input.basket.coupon && !quote.coupon?.ok)
    throw new CheckoutError(view.couponMessage ?? 'This coupon cannot be applied.', 'coupon', { totals: view.totals })
  const changedMethod = quote.packages.find(
    (p) => input.order.shippingPackages.find((c) => c.id === p.id)?.method !== p.chosenMethodId,
  )
  if (changedMethod)
    throw new CheckoutError(
      'The shipping options of your order have changed. Please choose a shipping method again.',
      'shipping_changed',
      { totals: view.totals },
    )
  // check_total and prices.total are both "the total the page showed": each must be the server's to the cent.
  for (const total of new Set([input.check_total, input.prices.total ?? input.check_total])) {
    const shown = compareTotals(
      {
        totalOrderPrice: total,
        subtotal: input.prices.subtotal,
        shippingTotal: input.prices.shipping,
        discount: input.prices.discount,
        tax: input.prices.tax,
        vatFee: input.prices.vatFee,
      },
      quote.totals,
    )
    if (!shown.ok) throw new CheckoutError(shown.message, 'total_changed', { totals: view.totals })
  }
}
