// Issue 27 item 9: a basket that qualifies for free US shipping is offered the free method first and gets it by
// default, through the quote the page asks for (POST /api/order/basket-shipping-packages) on the real Postgres.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutItem, QuoteView } from '../../../src/lib/checkout/api'
import { restClient } from '../http'
import { DEMO_PASSWORDS, testPayload } from '../payload'
import { defaultBuild, restockHardware, setValueStock, storeConfiguration } from './fixtures'

let payload: Payload
let build: string
let cheap: number

const { rest, as } = restClient(() => payload, DEMO_PASSWORDS)
const NY = { country: 'US', state: 'NY', zip: '10118' }

async function quote(products: CheckoutItem[], choices: Record<string, string> = {}): Promise<QuoteView> {
  const response = await rest(
    '/order/basket-shipping-packages',
    await as(null, {
      method: 'POST',
      body: JSON.stringify({ address: NY, basket: { products, sameBoxShipment: false, coupon: null }, choices }),
    }),
  )
  expect(response.status).toBe(200)
  return (await response.json()) as QuoteView
}

beforeAll(async () => {
  payload = await testPayload()
  await restockHardware(payload)
  const ps5 = await defaultBuild(payload)
  for (const v of ps5.inventoried) await setValueStock(payload, v.id, 1000)
  build = await storeConfiguration(payload, 'ps5', ps5.selection, 'Free shipping build')
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ status: { equals: 'active' } }, { price: { less_than: 9000 } }, { price: { greater_than: 0 } }] },
    sort: 'price',
    limit: 1,
    depth: 0,
    overrideAccess: true, // the test's own fixture: stock fields
  })
  // A $74.99 PS5 build alone is below $99; two of them qualify. The cheap product stays below it.
  const product = docs[0]
  if (!product) throw new Error('the demo store has no product under $90')
  await payload.update({
    collection: 'products',
    id: product.id,
    data: { inStock: true, availableQuantity: 500 },
    overrideAccess: true, // the test's own fixture: stock
  })
  cheap = product.id
})

describe('free US shipping (issue 27 item 9)', () => {
  it('offers a qualifying basket the free method first and chooses it, so shipping costs nothing', async () => {
    const view = await quote([{ id: build, type: 'controller', quantity: 2 }])
    expect(view.freeShipping).toMatchObject({ applies: true, eligible: true, remaining: 0 })
    const pkg = view.data[0]!
    const first = pkg.methods[0]!
    expect(first).toMatchObject({ name: 'USPS Priority Mail', isFree: true, price: 0, priceLabel: 'Free Shipping' })
    expect(pkg.chosenMethodId).toBe(first.id)
    expect(pkg.shippingPrice).toBe(0)
    expect(view.totals.shippingTotal).toBe(0)
    // Every other method is still offered at its price (FedEx's grows with the package's weight).
    const fedex = pkg.methods.find((m) => m.name === 'FedEx 2Day')!
    expect(fedex.isFree).toBe(false)
    expect(fedex.price).toBeGreaterThan(0)
  })

  it('keeps a method the shopper chose on a qualifying basket, at its price', async () => {
    const first = await quote([{ id: build, type: 'controller', quantity: 2 }])
    const fedex = first.data[0]!.methods.find((m) => m.name === 'FedEx 2Day')!
    const view = await quote([{ id: build, type: 'controller', quantity: 2 }], { [first.data[0]!.id]: fedex.id })
    expect(view.data[0]!.chosenMethodId).toBe(fedex.id)
    expect(fedex.price).toBeGreaterThan(0)
    expect(view.totals.shippingTotal).toBe(fedex.price)
  })

  it("keeps the merchandiser's order and first method below the threshold", async () => {
    const view = await quote([{ id: cheap, type: 'product', quantity: 1 }])
    expect(view.freeShipping.eligible).toBe(false)
    expect(view.freeShipping.remaining).toBeGreaterThan(0)
    const pkg = view.data[0]!
    expect(pkg.methods[0]!.name).toBe('FedEx 2Day')
    expect(pkg.chosenMethodId).toBe(pkg.methods[0]!.id)
    expect(pkg.methods.find((m) => m.name === 'USPS Priority Mail')).toMatchObject({ isFree: false, price: 899 })
  })
})
