// Shared fixtures of the checkout and order integration tests: stored configurations, buyers, a create-order body.
import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { createEngine } from '../../../src/creator/engine'
import type { Selection } from '../../../src/creator/selection'
import { loadCreatorCatalog } from '../../../src/creator/server/load-catalog'
import type { CreateOrderInput } from '../../../src/plugins/orders/operations/create-order'

/** A request as the endpoints get it: a user (or none) and the client's address for rate limits. */
export function requestAs(payload: Payload, user: unknown = null): PayloadRequest {
  return {
    payload,
    user,
    headers: new Headers({ 'content-type': 'application/json' }),
    context: {},
    i18n: payload.config.i18n,
    t: ((key: string) => key) as never,
  } as unknown as PayloadRequest
}

/** The creator's opening selection of a platform, and the first inventoried value it chose. */
export async function defaultBuild(payload: Payload, platform = 'ps5') {
  const catalog = await loadCreatorCatalog(payload, platform)
  const selection: Selection = createEngine(catalog).initial()
  const inventoried = catalog.options
    .filter((o) => o.isInventoried)
    .flatMap((o) => o.values.filter((v) => v.stockPolicy !== 2 && selection.options[`option_${o.id}`] === v.id))
  return { catalog, selection, inventoried }
}

/** Stores a configuration the way the creator's add-to-cart does; returns its secret uid. */
export async function storeConfiguration(payload: Payload, platform: string, selected: Selection, name = 'Test build') {
  const p = (await payload.find({ collection: 'platforms', where: { slug: { equals: platform } }, limit: 1, depth: 0 }))
    .docs[0]!
  const uid = randomBytes(16).toString('base64url')
  await payload.create({
    collection: 'configurations',
    data: {
      uid,
      name,
      platform: p.id,
      quantity: selected.quantity,
      configurable: true,
      selected,
      price: { itemSubtotal: 0, optionsSubtotal: 0, orderTotal: 0 },
    },
    overrideAccess: true, // the test's own fixture
  })
  return uid
}

export const SHIPPING = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 212 555 0100',
  country: 'US',
  state: 'NY',
  city: 'New York',
  address1: '350 5th Ave',
  address2: '',
  zip: '10118',
}

export const attemptKey = () => randomBytes(18).toString('base64url')

/** A create-order body for a basket; totals and methods are filled from a quote by the caller. */
export function orderInput(
  products: CreateOrderInput['basket']['products'],
  extra: { email?: string; coupon?: string | null; address?: Partial<typeof SHIPPING> } = {},
): Omit<CreateOrderInput, 'check_total' | 'order'> & { order: Omit<CreateOrderInput['order'], 'shippingPackages'> } {
  return {
    order: {
      shipping: { address: { ...SHIPPING, ...extra.address, email: extra.email ?? SHIPPING.email }, instructions: '' },
      billing: { sameAsShipping: true, address1: '', zip: '', country: '' },
    },
    basket: { products, sameBoxShipment: false, coupon: extra.coupon ?? null },
    prices: {},
    paymentMethod: 'manual',
    attempt: attemptKey(),
  }
}

/** The page's side of create-order: quote the basket as the page would, then send what it showed. */
export async function placeable(req: PayloadRequest, input: ReturnType<typeof orderInput>): Promise<CreateOrderInput> {
  const { quoteCheckout } = await import('../../../src/plugins/checkout/operations/quote')
  const address = input.order.shipping.address as typeof SHIPPING
  const { view } = await quoteCheckout(req, {
    address: { country: address.country, state: address.state, zip: address.zip },
    basket: input.basket,
    choices: {},
  })
  return {
    ...input,
    order: { ...input.order, shippingPackages: view.data.map((p) => ({ id: p.id, method: p.chosenMethodId ?? '' })) },
    check_total: view.totals.totalOrderPrice,
    prices: {
      subtotal: view.totals.subtotal,
      shipping: view.totals.shippingTotal,
      discount: view.totals.discount,
      tax: view.totals.tax,
      vatFee: view.totals.vatFee,
      total: view.totals.totalOrderPrice,
    },
  }
}
