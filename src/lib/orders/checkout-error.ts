import type { TotalsView } from '../checkout/api'
import { RuleError } from '../errors'

/**
 * A refused create-order (checkout.md section 8): the spec's `code`, `type` and `disablePaymentButton` travel in the
 * 422 body beside `message`. `stock_out` makes the page reload; `disablePaymentButton` puts the message in place of
 * the payment methods; a total that changed carries the current `totals`.
 */
export type CheckoutErrorCode =
  | 'invalid_form'
  | 'customer_exists'
  | 'empty'
  | 'stock_out'
  | 'invalid_product'
  | 'no_shipping_method'
  | 'no_payment_method'
  | 'shipping_changed'
  | 'total_changed'
  | 'coupon'
  | 'payment_incomplete'
  | 'payment_mismatch'
  | 'payment_refunded'

export class CheckoutError extends RuleError {
  constructor(
    message: string,
    readonly code: CheckoutErrorCode,
    options: { disablePaymentButton?: boolean; errors?: Record<string, string[]>; totals?: TotalsView } = {},
  ) {
    super(message, options.errors, {
      code,
      type: 'error',
      disablePaymentButton: options.disablePaymentButton ?? false,
      ...(options.totals ? { totals: options.totals } : {}),
    })
  }
}
