import { describe, expect, it } from 'vitest'
import { PAYMENT_NOT_AVAILABLE, type PaymentState, paymentAvailability } from '../../../src/lib/checkout/payment'

const ok: PaymentState = {
  paymentMethods: ['manual'],
  hasProductStockOut: false,
  hasInvalidProducts: false,
  everyPackageShips: true,
  nothingToBuy: false,
}

describe('payment is allowed only with methods, no stock-out, no invalid product (checkout.md section 4)', () => {
  it('allows a clean basket with a live payment method', () => {
    expect(paymentAvailability(ok)).toEqual({ allowed: true })
  })

  it('refuses without a payment method: the spec message', () => {
    expect(PAYMENT_NOT_AVAILABLE).toBe('Payment is not available for selected products')
    expect(paymentAvailability({ ...ok, paymentMethods: [] })).toEqual({
      allowed: false,
      code: 'no_payment_method',
      reason: 'Payment is not available for selected products',
    })
  })

  it('refuses a stock-out with the configuration message (code stock_out reloads the page)', () => {
    expect(paymentAvailability({ ...ok, hasProductStockOut: true })).toEqual({
      allowed: false,
      code: 'stock_out',
      reason: 'Some components in this configuration are out of stock',
    })
  })

  it('refuses an invalid product', () => {
    expect(paymentAvailability({ ...ok, hasInvalidProducts: true })).toEqual({
      allowed: false,
      code: 'invalid_product',
      reason: 'Some components in this configuration are no longer supported',
    })
  })

  it('refuses a package without a shipping method', () => {
    expect(paymentAvailability({ ...ok, everyPackageShips: false })).toMatchObject({
      allowed: false,
      code: 'no_shipping_method',
      reason: 'Shipping methods not found. Please, try to change your address or select a place on the map',
    })
  })

  it('refuses when nothing can be bought', () => {
    expect(paymentAvailability({ ...ok, nothingToBuy: true })).toMatchObject({ allowed: false, code: 'empty' })
  })

  it('reports a stock-out first, so the page reloads', () => {
    const everything = {
      paymentMethods: [],
      hasProductStockOut: true,
      hasInvalidProducts: true,
      everyPackageShips: false,
      nothingToBuy: true,
    }
    expect(paymentAvailability(everything)).toMatchObject({ code: 'stock_out' })
    expect(paymentAvailability({ ...everything, hasProductStockOut: false })).toMatchObject({ code: 'invalid_product' })
  })
})
