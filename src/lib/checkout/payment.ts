import { OUT_OF_STOCK_MESSAGE, UNSUPPORTED_MESSAGE } from '../stock-messages'
import { SHIPPING_METHODS_NOT_FOUND } from './methods'

/**
 * checkout.md section 4 "Payment": "Payment is allowed only if supported methods exist, there is no stock-out or
 * invalid product, and payment is not disabled by the server"; section 8: "Payment not available: 'Payment is not
 * available for selected products'". A package without a shipping method cannot be paid for either.
 */
export const PAYMENT_NOT_AVAILABLE = 'Payment is not available for selected products'

export interface PaymentState {
  /** Payment methods live for this order (manual payment, card, PayPal...). */
  paymentMethods: readonly string[]
  hasProductStockOut: boolean
  hasInvalidProducts: boolean
  /** Every package has a chosen shipping method. */
  everyPackageShips: boolean
  /** No line can be bought (the page sends an empty basket to /empty-shopping-cart). */
  nothingToBuy: boolean
}

export type PaymentAvailability = { allowed: true } | { allowed: false; reason: string; code: PaymentBlock }
export type PaymentBlock = 'empty' | 'stock_out' | 'invalid_product' | 'no_shipping_method' | 'no_payment_method'

/** Whether the payment block may take a payment; when not, the reason shown in place of the methods. */
export function paymentAvailability(state: PaymentState): PaymentAvailability {
  if (state.hasProductStockOut) return { allowed: false, code: 'stock_out', reason: OUT_OF_STOCK_MESSAGE }
  if (state.hasInvalidProducts) return { allowed: false, code: 'invalid_product', reason: UNSUPPORTED_MESSAGE }
  if (state.nothingToBuy) return { allowed: false, code: 'empty', reason: PAYMENT_NOT_AVAILABLE }
  if (!state.everyPackageShips)
    return { allowed: false, code: 'no_shipping_method', reason: SHIPPING_METHODS_NOT_FOUND }
  if (state.paymentMethods.length === 0)
    return { allowed: false, code: 'no_payment_method', reason: PAYMENT_NOT_AVAILABLE }
  return { allowed: true }
}
