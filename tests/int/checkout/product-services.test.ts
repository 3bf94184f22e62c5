// Add-on services of standard products on the real Postgres (docs/decisions.md, "Services for standard products"):
// the quote and create-order price a standard controller's Extended Warranty from the platform's option, record it on
// the order line, and drop (never charge) a service asked for a product that is not offered it.
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutItem, QuoteView } from '../../../src/lib/checkout/api'
import { quoteCheckout } from '../../../src/plugins/checkout/operations/quote'
import { restClient } from '../http'
import { DEMO_PASSWORDS, testPayload } from '../payload'
import { guestEmail, orderByNumber, placeOrder, requestAs } from './fixtures'

let payload: Payload
let pad: number
let accessory: number
let warrantyPrice: number

const { rest, as } = restClient(() => payload, DEMO_PASSWORDS)
const NY = { country: 'US', state: 'NY', zip: '10118' }
const basket = (products: CheckoutItem[]) => ({ products, sameBoxShipment: false, coupon: null })

async function product(type: 'standard_controller' | 'others', platform: number | null, price: number) {
  const slug = `services-${type.replace('_', '-')}-${randomBytes(4).toString('hex')}`
  const doc = await payload.create({
    collection: 'products',
    data: {
      name: `Services test ${type}`,
      slug,
      type,
      platform,
      price,
      isConfigurable: false,
      shippingGroup: type === 'others' ? 'accessory-small' : 'controller',
      status: 'active',
      inStock: true,
      availableQuantity: 50,
    },
    depth: 0,
    overrideAccess: true, // the test's own fixture: stock fields are staff-only
  })
  return doc.id
}

beforeAll(async () => {
  payload = await testPayload()
  const ps5 = (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1 })).docs[0]
  if (!ps5) throw new Error('the demo store has no ps5 platform')
  // The Extended Warranty of the PS5 is option 47 (checkout.md section 9); its price is what the creator charges.
  const option = await payload.findByID({ collection: 'options', id: 47, depth: 0, overrideAccess: true }) // the test reads the catalog as stored
  warrantyPrice = option.price ?? 0
  expect(warrantyPrice).toBeGreaterThan(0)
  pad = await product('standard_controller', ps5.id, 6999)
  accessory = await product('others', null, 1500)
})

describe('services of standard products at checkout', () => {
  it("prices a standard controller's warranty from the platform's option, per item, on a line of its own", async () => {
    const { view } = await quoteCheckout(requestAs(payload), {
      address: NY,
      basket: basket([
        { id: pad, type: 'product', quantity: 1 },
        { id: pad, type: 'product', quantity: 2, services: ['warranty'] },
      ]),
      choices: {},
    })
    const [plain, covered] = view.lines
    expect(plain).toMatchObject({ key: `product:${pad}`, services: [], lineTotal: 6999 })
    expect(plain?.offers).toEqual([{ key: 'warranty', name: 'Extended Warranty', price: warrantyPrice }])
    expect(covered).toMatchObject({
      key: `product:${pad}:warranty`,
      services: [{ key: 'warranty', name: 'Extended Warranty', price: warrantyPrice }],
      lineTotal: 2 * (6999 + warrantyPrice),
    })
    expect(view.totals.services).toBe(2 * warrantyPrice)
    expect(view.totals.subtotal).toBe(3 * 6999 + 2 * warrantyPrice)
  })

  it('creates the order with the warranty on the line and drops a service asked for an accessory', async () => {
    const { body, created } = await placeOrder(
      payload,
      [
        { id: pad, type: 'product', quantity: 1, services: ['warranty'] },
        { id: accessory, type: 'product', quantity: 1, services: ['warranty'] },
      ],
      { email: guestEmail('product-warranty') },
    )
    const order = await orderByNumber(payload, created.orderId)
    const [padLine, accessoryLine] = order.lines
    expect(padLine).toMatchObject({
      kind: 'product',
      product: pad,
      unitPrice: 6999,
      servicesPrice: warrantyPrice,
      lineTotal: 6999 + warrantyPrice,
    })
    expect(padLine?.services?.map((s) => [s.key, s.price])).toEqual([['warranty', warrantyPrice]])
    expect(accessoryLine).toMatchObject({ kind: 'product', product: accessory, servicesPrice: 0, lineTotal: 1500 })
    expect(accessoryLine?.services ?? []).toEqual([])
    expect(order.totals?.services).toBe(warrantyPrice)
    expect(order.totals?.total).toBe(body.check_total)
  })

  it('through the REST router: the quote drops a tampered service, and refuses a service no product can have', async () => {
    const send = async (products: unknown[]) =>
      rest(
        '/order/basket-shipping-packages',
        await as(null, {
          method: 'POST',
          body: JSON.stringify({ address: NY, basket: basket(products as never), choices: {} }),
        }),
      )
    const tampered = await send([{ id: accessory, type: 'product', quantity: 1, services: ['warranty'] }])
    expect(tampered.status).toBe(200)
    const view = (await tampered.json()) as QuoteView
    expect(view.lines[0]).toMatchObject({ services: [], offers: [], lineTotal: 1500 })
    expect(view.totals.subtotal).toBe(1500)
    // Same Day Assembly is a build service: a product line may not even ask for it.
    const sda = await send([{ id: pad, type: 'product', quantity: 1, services: ['sda'] }])
    expect(sda.status).toBe(400)
  })
})
