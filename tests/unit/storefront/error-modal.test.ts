import { describe, expect, it } from 'vitest'
import { errorModalContent, UNKNOWN_ERROR } from '../../../src/lib/error-modal'

describe('the Error modal (storefront.md section 8)', () => {
  it("shows the server's message", () => {
    expect(errorModalContent({ message: 'This product is no longer sold.' })).toEqual({
      message: 'This product is no longer sold.',
      fields: [],
    })
  })

  it('lists field errors, by field, under the message or a plain heading', () => {
    expect(
      errorModalContent({ errors: { email: ['Required'], 'shippingAddress.zipCode': ['Too short', 'Digits'] } }),
    ).toEqual({
      message: 'Please check these fields:',
      fields: ['Email: Required', 'Shipping address zip code: Too short', 'Shipping address zip code: Digits'],
    })
    expect(
      errorModalContent({ message: 'Request Validation Error', errors: { name: ['Please, enter your name'] } }),
    ).toEqual({ message: 'Request Validation Error', fields: ['Name: Please, enter your name'] })
    // Payload's own shape: a list of { message }.
    expect(errorModalContent({ errors: [{ message: 'The following field is invalid: slug' }] }).fields).toEqual([
      'The following field is invalid: slug',
    ])
  })

  it("reads 'Unknown Error' for a plain string, nothing, or an answer without a message", () => {
    for (const error of ['boom', null, undefined, 42, {}, { message: '   ' }, { errors: {} }])
      expect(errorModalContent(error)).toEqual({ message: UNKNOWN_ERROR, fields: [] })
  })
})
