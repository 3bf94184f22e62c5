import { describe, expect, it } from 'vitest'
import { type Country, countryLookup } from '@/lib/address'
import type { BasketLine } from '@/lib/basket/basket'
import type { QuoteView, TotalsView } from '@/lib/checkout/api'
import { billingFieldProblems as billingProblems } from '@/lib/checkout/billing'
import {
  basketRequest,
  formatDay,
  formFieldOf,
  freeShippingShare,
  orderAddressLines,
  quoteAddressOf,
  readOrderFailure,
  shownLines,
  summaryRows,
} from '@/lib/checkout/page-rules'

const countries: Country[] = [
  {
    code: 'US',
    name: 'United States',
    postal_required: true,
    state_required: true,
    states: [{ name: 'New York', abbreviation: 'NY' }],
  },
  { code: 'DE', name: 'Germany', postal_required: true, state_required: false },
]
const lookup = countryLookup(countries)

describe('billing (checkout.md section 5)', () => {
  it('asks nothing while it is the shipping address', () => {
    expect(billingProblems({ sameAsShipping: true, address1: '', zip: '', country: '' }, 'US', lookup)).toEqual({})
  })
  it('requires address1 and country, and ZIP when shipping to the US', () => {
    const empty = { sameAsShipping: false, address1: ' ', zip: '', country: '' }
    expect(billingProblems(empty, 'US', lookup)).toEqual({
      address1: 'The Address 1 field is required.',
      country: 'The Country field is required.',
      zip: 'The ZIP field is required.',
    })
    expect(billingProblems(empty, 'DE', lookup)).not.toHaveProperty('zip')
    expect(billingProblems({ ...empty, address1: 'x', country: 'ZZ' }, 'DE', lookup)).toEqual({
      country: 'Please choose a country from the list.',
    })
  })
})

describe('the quote address', () => {
  it('sends the listed state for countries with a list, else the typed one', () => {
    expect(quoteAddressOf({ country: 'US', state: 'NY', state_string: 'x', zip: ' 10001 ' }, lookup)).toEqual({
      country: 'US',
      state: 'NY',
      zip: '10001',
    })
    expect(quoteAddressOf({ country: 'DE', state: 'NY', state_string: 'Bayern', zip: '' }, lookup)).toMatchObject({
      country: 'DE',
      state: 'Bayern',
    })
    expect(quoteAddressOf({ country: '', state: '', state_string: '', zip: '' }, lookup).country).toBe('US')
  })
})

const line = (id: string, quantity = 1): BasketLine => ({
  id,
  type: 'controller',
  prototypeId: null,
  quantity,
  addedAt: '2026-01-01T00:00:00Z',
  newId: null,
  name: `Snapshot ${id}`,
  image: null,
  url: null,
  unitPrice: 1000,
  configKey: null,
  services: [{ key: 'sda' as const, name: 'Same Day Assembly', price: 500 }],
})

const totals: TotalsView = {
  items: 10000,
  services: 0,
  subtotal: 10000,
  shippingTotal: 0,
  discount: 1000,
  tax: 630,
  vatFee: 0,
  totalOrderPriceBeforeTax: 9000,
  totalOrderPrice: 9630,
}

describe('cart lines', () => {
  it('take the picture from the snapshot and the figures from the quote', () => {
    const quote = {
      lines: [
        {
          key: 'controller:a',
          id: 'a',
          type: 'controller',
          name: 'Custom PS5 Controller',
          lineTotal: 25000,
          services: [],
          isValid: true,
          inStock: false,
        },
      ],
    } as unknown as QuoteView
    const [quoted, unquoted] = shownLines([line('a', 2), line('b', 3)], quote)
    expect(quoted).toMatchObject({ name: 'Custom PS5 Controller', lineTotal: 25000, services: [] })
    expect(quoted?.problem).toBe('Some components in this configuration are out of stock')
    expect(unquoted).toMatchObject({ name: 'Snapshot b', lineTotal: 3000, problem: null })
  })

  it('keep a standard product with the warranty apart from the same product without it', () => {
    const warranty = { key: 'warranty' as const, name: 'Extended Warranty', price: 2499 }
    const plain: BasketLine = { ...line('x'), id: 12, type: 'product', services: [] }
    const covered: BasketLine = { ...plain, quantity: 2, services: [warranty] }
    const quoted = (key: string, lineTotal: number, services: unknown[]) => ({
      key,
      id: 12,
      type: 'product',
      name: 'Standard pad',
      lineTotal,
      services,
      isValid: true,
      inStock: true,
    })
    const quote = {
      lines: [
        quoted('product:12', 6000, []),
        quoted('product:12:warranty', 16998, [{ key: 'warranty', name: 'Extended Warranty', price: 2499 }]),
      ],
    } as unknown as QuoteView
    const [first, second] = shownLines([plain, covered], quote)
    expect(first).toMatchObject({ key: 'product:12', lineTotal: 6000, services: [] })
    expect(second).toMatchObject({
      key: 'product:12:warranty',
      lineTotal: 16998,
      services: [{ name: 'Extended Warranty', price: 2499 }],
    })
    // The checkout is asked for the product's services; a configured line's are in its configuration.
    expect(basketRequest([plain, covered, line('c')], false, null).products).toEqual([
      { id: 12, type: 'product', quantity: 1 },
      { id: 12, type: 'product', quantity: 2, services: ['warranty'] },
      { id: 'c', type: 'controller', quantity: 1 },
    ])
  })
})

describe('summary rows', () => {
  it('shows the coupon, shipping, tax always, VAT only when charged, and the total', () => {
    expect(summaryRows(totals, 'WELCOME10').map((r) => r.label)).toEqual([
      'Items',
      'Coupon WELCOME10',
      'Shipping',
      'Tax',
      'Total',
    ])
    expect(summaryRows({ ...totals, discount: 0, vatFee: 500 }, null).map((r) => r.key)).toEqual([
      'subtotal',
      'shipping',
      'tax',
      'vat',
      'total',
    ])
  })
})

describe('create-order failures (checkout.md section 8)', () => {
  const body = { message: 'm', code: 'x', type: 'error', disablePaymentButton: false }
  it('reloads on stock_out, disables payment when told, shows totals on a mismatch', () => {
    expect(readOrderFailure(422, { ...body, code: 'stock_out' }, '').kind).toBe('reload')
    expect(readOrderFailure(422, { ...body, disablePaymentButton: true }, '').kind).toBe('disable')
    expect(readOrderFailure(409, { ...body, code: 'total_changed', totals }, '')).toEqual({
      kind: 'totals',
      message: 'm',
      totals,
    })
  })
  it('puts field errors on fields and reads a non-JSON answer as Unknown Error', () => {
    expect(readOrderFailure(400, { message: 'Bad', errors: { email: ['Please enter a valid E-mail'] } }, '')).toEqual({
      kind: 'fields',
      message: 'Bad',
      errors: { email: ['Please enter a valid E-mail'] },
    })
    expect(readOrderFailure(500, null, 'Internal Server Error')).toEqual({
      kind: 'popup',
      message: 'Unknown Error',
      retry: true,
    })
    expect(readOrderFailure(0, null, 'unreachable').message).toBe('unreachable')
  })
  it('maps server field names to the form', () => {
    expect(formFieldOf('email')).toBe('address.email')
    expect(formFieldOf('order.shipping.address.zip')).toBe('address.zip')
    expect(formFieldOf('billing.zip')).toBe('billing.zip')
    expect(formFieldOf('basket')).toBeNull()
  })
})

describe('small formats', () => {
  it('formats New York dates and the free-shipping bar', () => {
    expect(formatDay('2026-03-06')).toBe('Fri, Mar 6')
    expect(formatDay('soon')).toBe('soon')
    expect(freeShippingShare(0, 9900)).toBe(1)
    expect(freeShippingShare(9900, 9900)).toBe(0)
    expect(freeShippingShare(4950, 9900)).toBe(0.5)
  })
  it('reads a stored order address into label lines', () => {
    expect(
      orderAddressLines({
        first_name: 'Ann',
        last_name: 'Lee',
        address1: '350 5th Ave',
        address2: null,
        city: 'New York',
        state: { name: 'New York', abbreviation: 'NY' },
        zip: '10118',
        country: { code: 'US', name: 'United States' },
        phone: '2125550142',
        email: 'ann@example.com',
      }),
    ).toEqual({
      name: 'Ann Lee',
      lines: ['350 5th Ave', 'New York, NY 10118', 'United States'],
      contact: ['2125550142', 'ann@example.com'],
    })
  })
})
