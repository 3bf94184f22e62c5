import { describe, expect, it } from 'vitest'
import { ADDRESS_MESSAGES } from '../../../src/lib/address/messages'
import { billingProblems, INVALID_FORM_MESSAGE } from '../../../src/lib/checkout/billing'

const billing = (over: Partial<Parameters<typeof billingProblems>[0]> = {}) => ({
  sameAsShipping: false,
  address1: '1 Main St',
  zip: '10118',
  country: 'US',
  ...over,
})

describe('billingProblems', () => {
  it("has the spec's popup text", () => {
    expect(INVALID_FORM_MESSAGE).toBe('Please complete the highlighted fields!')
  })

  it('asks nothing when billing is the shipping address, whatever the fields hold', () => {
    expect(billingProblems({ sameAsShipping: true, address1: '', zip: '', country: '' }, 'US')).toBeNull()
  })

  it('accepts a complete billing address', () => {
    expect(billingProblems(billing(), 'US')).toBeNull()
    expect(billingProblems(billing({ country: ' gb ' }), 'US')).toBeNull()
  })

  it('requires address1 and a two-letter country, keyed billing.*', () => {
    expect(billingProblems(billing({ address1: '   ', country: 'USA' }), 'US')).toEqual({
      'billing.address1': [ADDRESS_MESSAGES.required('address1')],
      'billing.country': [ADDRESS_MESSAGES.required('country')],
    })
    expect(billingProblems(billing({ country: '' }), 'GB')).toEqual({
      'billing.country': [ADDRESS_MESSAGES.required('country')],
    })
    expect(Object.keys(billingProblems(billing({ country: 'U1' }), 'GB') ?? {})).toEqual(['billing.country'])
  })

  it('requires the ZIP only when the order ships to the US', () => {
    expect(billingProblems(billing({ zip: ' ' }), 'US')).toEqual({
      'billing.zip': [ADDRESS_MESSAGES.required('zip')],
    })
    expect(billingProblems(billing({ zip: '' }), 'GB')).toBeNull()
    expect(billingProblems(billing({ zip: '' }), '')).toBeNull()
  })
})
