import { describe, expect, it } from 'vitest'
import { checkoutSteps } from '../../../src/lib/checkout/steps'

const numbered = (count: number) => checkoutSteps(count).map((s) => `${s.number}. ${s.title}`)

describe('checkout steps (checkout.md section 2)', () => {
  it('one package: address, shipping method, review, payment as 1 to 4', () => {
    expect(numbered(1)).toEqual([
      '1. Enter Shipping Address',
      '2. Select Shipping Method',
      '3. Review Shopping Cart',
      '4. Choose Payment Method',
    ])
  })

  it('several packages: review becomes step 2 and payment step 3', () => {
    expect(numbered(2)).toEqual(['1. Enter Shipping Address', '2. Review Shopping Cart', '3. Choose Payment Method'])
    expect(numbered(5)).toEqual(numbered(2))
  })

  it('before packages are known, counts as one package', () => {
    expect(numbered(0)).toEqual(numbered(1))
  })
})
