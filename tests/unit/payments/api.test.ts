import { describe, expect, it } from 'vitest'
import { createOrderSchema } from '../../../src/lib/checkout/api'
import { logMessageSchema, paypalOrderSchema, stripePaymentSchema } from '../../../src/lib/payments/api'

const checkout = {
  order: { shipping: { address: { email: 'ada@example.com' } } },
  basket: { products: [{ id: 'abcdefghijklmnop', type: 'controller', quantity: 1 }] },
  check_total: 12999,
  paymentMethod: 'card',
  attempt: 'attempt-key-0123456789',
}

describe('payment call schemas', () => {
  it('takes a card payment with a payment method, or the intent after 3-D Secure, never both or neither', () => {
    expect(stripePaymentSchema.safeParse({ ...checkout, amount: 12999, paymentMethodId: 'pm_card_visa' }).success).toBe(
      true,
    )
    expect(stripePaymentSchema.safeParse({ ...checkout, amount: 12999, paymentIntentId: 'pi_123' }).success).toBe(true)
    const both = stripePaymentSchema.safeParse({
      ...checkout,
      amount: 12999,
      paymentMethodId: 'pm_1',
      paymentIntentId: 'pi_1',
    })
    expect(both.success).toBe(false)
    expect(stripePaymentSchema.safeParse({ ...checkout, amount: 12999 }).success).toBe(false)
  })

  it('refuses malformed ids, amounts in dollars and amounts below a cent', () => {
    for (const bad of [
      { amount: 12999, paymentMethodId: 'tok_visa' },
      { amount: 12999, paymentMethodId: 'pm_<script>' },
      { amount: 129.99, paymentMethodId: 'pm_1' },
      { amount: 0, paymentMethodId: 'pm_1' },
      { amount: 12999, paymentIntentId: 'pi_1; drop' },
    ])
      expect(stripePaymentSchema.safeParse({ ...checkout, ...bad }).success, JSON.stringify(bad)).toBe(false)
  })

  it('defaults the method to card and keeps the create-order fields', () => {
    const parsed = stripePaymentSchema.parse({ ...checkout, amount: 12999, paymentMethodId: 'pm_1' })
    expect(parsed.method).toBe('card')
    expect(parsed.attempt).toBe(checkout.attempt)
  })

  it('takes a PayPal order request with an amount; create-order takes paypal_id and paymentIntentId', () => {
    expect(paypalOrderSchema.safeParse({ ...checkout, paymentMethod: 'paypal', amount: 5000 }).success).toBe(true)
    expect(createOrderSchema.safeParse({ ...checkout, paypal_id: '5O190127TN364715T' }).success).toBe(true)
    expect(createOrderSchema.safeParse({ ...checkout, paypal_id: 'lower-case' }).success).toBe(false)
    expect(createOrderSchema.safeParse({ ...checkout, paymentIntentId: 'pm_wrong' }).success).toBe(false)
  })

  it('caps a browser log message and its level', () => {
    expect(logMessageSchema.parse({ msg: 'Wallet failed' }).logLevel).toBe('error')
    expect(logMessageSchema.safeParse({ msg: 'x'.repeat(2001) }).success).toBe(false)
    expect(logMessageSchema.safeParse({ msg: 'x', logLevel: 'fatal' }).success).toBe(false)
  })
})
