import { describe, expect, it } from 'vitest'
import { createReturnSchema, type ReturnPackagesReply } from '../../../src/lib/returns/api'
import {
  canSubmitReturn,
  carrierMethods,
  checkReturnForm,
  createReturnBody,
  initialReturnValues,
  isAddressComplete,
  labelPrice,
  methodPriceLabel,
  newAttempt,
  packagesRequest,
  RETURN_FORM_MESSAGES,
  type ReturnFormValues,
  serverFieldErrors,
  submitBlocker,
} from '../../../src/lib/returns/form'
import { UPDATING_PRICES } from '../../../src/lib/returns/ui-text'

const ADDRESS = { address1: '350 5th Ave', address2: '', city: 'New York', state: 'NY', zip: '10118', country: 'US' }
const opened = initialReturnValues({ email: 'casey@example.com', address: ADDRESS, quantities: [1, 2] })
const filled: ReturnFormValues = { ...opened, description: 'The left stick drifts.', reason: '3' }
const REPLY: ReturnPackagesReply = {
  address: ADDRESS,
  packages: [
    {
      id: 'usps',
      name: 'USPS',
      methods: [{ id: 'usps:Priority', name: 'Priority Mail', price: 895 }],
      fedexDropTypes: [],
    },
    {
      id: 'fedex',
      name: 'FedEx',
      methods: [{ id: 'fedex:GROUND', name: 'FedEx Ground', price: 0 }],
      fedexDropTypes: [{ key: 'DROP_BOX', name: 'Drop it off', description: '60,000+ locations' }],
    },
  ],
}

describe('the form as it opens', () => {
  it('has the account e-mail, the order address, one unit, own-send and the drop box', () => {
    expect(opened).toMatchObject({ email: 'casey@example.com', quantity: '1', way: 'own', dropType: 'DROP_BOX' })
    expect(opened.address).toEqual({
      address1: '350 5th Ave',
      address2: '',
      city: 'New York',
      state: 'NY',
      zip: '10118',
    })
    expect(opened.shippingMethod).toBeNull()
  })
})

describe('checking before sending (account.md section 5)', () => {
  it('passes a filled own-send form', () => {
    expect(checkReturnForm(filled)).toEqual({ errors: {}, message: null })
  })

  it("says the spec's words for a missing e-mail and comment", () => {
    const check = checkReturnForm({ ...filled, email: ' ', description: '' })
    expect(check.errors.email).toBe('E-mail is required field')
    expect(check.errors.description).toBe('RMA Comment is required field')
    expect(check.message).toBe('Please fill in all the required fields')
  })

  it('refuses an e-mail that is not one', () => {
    expect(checkReturnForm({ ...filled, email: 'casey' }).errors.email).toBe(RETURN_FORM_MESSAGES.emailInvalid)
  })

  it('wants a reason', () => {
    expect(checkReturnForm({ ...filled, reason: '' }).errors.reason).toBe(RETURN_FORM_MESSAGES.reason)
  })

  it('ignores the address for own-send', () => {
    expect(checkReturnForm({ ...filled, address: { ...filled.address, city: '' } }).message).toBeNull()
  })

  it("a FedEx label with an incomplete address: 'Shipping address is not valid'", () => {
    const check = checkReturnForm({ ...filled, way: 'fedex', address: { ...filled.address, city: '' } })
    expect(check.message).toBe('Shipping address is not valid')
    expect(check.errors.city).toBe('The City field is required.')
  })

  it("a USPS label with an incomplete address: 'Please fill in all the required fields'", () => {
    const check = checkReturnForm({ ...filled, way: 'usps', address: { ...filled.address, zip: '' } })
    expect(check.message).toBe('Please fill in all the required fields')
    expect(check.errors.zip).toBe('The ZIP field is required.')
  })

  it('a FedEx label with a complete address but no e-mail: the required-fields message', () => {
    expect(checkReturnForm({ ...filled, way: 'fedex', email: '' }).message).toBe(RETURN_FORM_MESSAGES.required)
  })

  it('wants a US ZIP for a label', () => {
    expect(checkReturnForm({ ...filled, way: 'usps', address: { ...filled.address, zip: 'ABC' } }).errors.zip).toBe(
      RETURN_FORM_MESSAGES.zip,
    )
    expect(isAddressComplete({ ...filled.address, zip: '10118-0110' })).toBe(true)
    expect(isAddressComplete({ ...filled.address, address2: '' })).toBe(true)
    expect(isAddressComplete({ ...filled.address, state: '' })).toBe(false)
  })
})

describe('can it be sent?', () => {
  it('own-send always can', () => {
    expect(canSubmitReturn(filled, null, false)).toBe(true)
  })

  it('a label only with a method chosen from the current prices', () => {
    const usps = { ...filled, way: 'usps' as const }
    expect(submitBlocker(usps, null, false)).toBe(RETURN_FORM_MESSAGES.choosePrices)
    expect(submitBlocker(usps, REPLY, false)).toBe(RETURN_FORM_MESSAGES.chooseMethod)
    expect(canSubmitReturn({ ...usps, shippingMethod: 'usps:Priority' }, REPLY, false)).toBe(true)
    // FedEx's method is not USPS's: switching carriers asks again.
    expect(canSubmitReturn({ ...usps, shippingMethod: 'fedex:GROUND' }, REPLY, false)).toBe(false)
  })

  it('not while the prices are updating', () => {
    const chosen = { ...filled, way: 'usps' as const, shippingMethod: 'usps:Priority' }
    expect(submitBlocker(chosen, REPLY, true)).toBe(UPDATING_PRICES)
    expect(canSubmitReturn(chosen, REPLY, true)).toBe(false)
  })
})

describe('prices', () => {
  it("shows the chosen carrier's methods and 'Free' at 0", () => {
    expect(carrierMethods(REPLY, 'fedex').map((m) => m.id)).toEqual(['fedex:GROUND'])
    expect(carrierMethods(REPLY, 'own')).toEqual([])
    expect(methodPriceLabel(0)).toBe('Free')
    expect(methodPriceLabel(895)).toBe('$8.95')
  })

  it('a paid label needs the card; own-send and free labels do not', () => {
    expect(labelPrice({ ...filled, way: 'usps', shippingMethod: 'usps:Priority' }, REPLY)).toBe(895)
    expect(labelPrice({ ...filled, way: 'fedex', shippingMethod: 'fedex:GROUND' }, REPLY)).toBe(0)
    expect(labelPrice({ ...filled, shippingMethod: 'usps:Priority' }, REPLY)).toBe(0)
  })

  it('asks for prices only for a label with a complete address, with the drop type', () => {
    const product = { id: 'line-1', orderId: 7 }
    expect(packagesRequest(filled, product)).toBeNull()
    expect(packagesRequest({ ...filled, way: 'usps', address: { ...filled.address, zip: '' } }, product)).toBeNull()
    expect(packagesRequest({ ...filled, way: 'fedex', dropType: 'REGULAR_PICKUP' }, product)).toEqual({
      productIds: ['line-1'],
      orderId: 7,
      dropType: 'REGULAR_PICKUP',
      address: ADDRESS,
    })
  })
})

describe('what is sent', () => {
  it('an own-send return: no label, no address, no payment', () => {
    const body = createReturnBody(filled, 'line-1', newAttempt())
    expect(createReturnSchema.parse(body)).toMatchObject({
      orderProductId: 'line-1',
      email: 'casey@example.com',
      reason: 3,
      quantity: 1,
      ownSend: true,
      createReturnLabel: false,
      shippingMethod: null,
      address: null,
      paymentMethod: null,
    })
  })

  it('a paid FedEx label: method, drop type, address and the card', () => {
    const values = { ...filled, way: 'fedex' as const, shippingMethod: 'fedex:GROUND', quantity: '2' }
    const body = createReturnSchema.parse(createReturnBody(values, 'line-1', 'attempt-0001', 'pm_123'))
    expect(body).toMatchObject({
      ownSend: false,
      createReturnLabel: true,
      shippingMethod: 'fedex:GROUND',
      dropType: 'DROP_BOX',
      paymentMethod: 'stripe',
      paymentToken: 'pm_123',
      quantity: 2,
      address: ADDRESS,
      attempt: 'attempt-0001',
    })
  })

  it('a new key per submission that the server accepts', () => {
    const a = newAttempt()
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(newAttempt()).not.toBe(a)
  })
})

describe("the server's field errors", () => {
  it('land on their fields, the address on Address 1', () => {
    expect(
      serverFieldErrors({ email: ['E-mail is required field'], address: ['Shipping address is not valid'] }),
    ).toEqual({ email: 'E-mail is required field', address1: 'Shipping address is not valid' })
    expect(serverFieldErrors(undefined)).toEqual({})
  })
})
