// Shared fixtures of the checkout and order integration tests: stored configurations, buyers, a create-order body.
import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { createEngine } from '../../../src/creator/engine'
import type { Selection } from '../../../src/creator/selection'
import { loadCreatorCatalog } from '../../../src/creator/server/load-catalog'
import { ordersSettled } from '../../../src/plugins/orders/operations/after-order'
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

/** A guest e-mail no other test uses. */
export const guestEmail = (tag: string) => `${tag}-${randomBytes(5).toString('hex')}@example.com`

/** Raw SQL on Payload's pool (the test's own bookkeeping: stock counters, counts). */
export async function query<Row = Record<string, unknown>>(payload: Payload, text: string, values: unknown[] = []) {
  const pool = (payload.db as unknown as { pool: { query: (t: string, v: unknown[]) => Promise<{ rows: Row[] }> } })
    .pool
  return (await pool.query(text, values)).rows
}

/** Every platform's base hardware and every test's products well stocked, so only the counter under test runs out. */
export async function restockHardware(payload: Payload, stock = 10_000) {
  await query(payload, 'update platforms_hardwares set stock = $1', [stock])
}

export async function valueStock(payload: Payload, id: number): Promise<number> {
  return Number(
    (await query<{ stock: number }>(payload, 'select stock::float8 as stock from option_values where id = $1', [id]))[0]
      ?.stock,
  )
}

export async function setValueStock(payload: Payload, id: number, stock: number, stockPolicy = 1) {
  await payload.update({
    collection: 'option-values',
    id,
    data: { stock, stockPolicy },
    overrideAccess: true, // the test's own fixture: staff-only stock
  })
}

/** What "nothing written" compares: orders, users, transactions, the coupons' use counts and some stock counters. */
export async function footprint(payload: Payload, valueIds: number[] = []) {
  // A guest's account is made right after the order commits: wait for that work to end before counting.
  await ordersSettled()
  const [counts] = await query<{ orders: string; users: string; transactions: string }>(
    payload,
    `select (select count(*) from orders) as orders, (select count(*) from users) as users,
            (select count(*) from transactions) as transactions`,
  )
  const coupons = await query<{ code: string; times_used: number | null }>(
    payload,
    'select code, times_used::float8 as times_used from coupons order by id',
  )
  const values = await query<{ id: number; stock: number }>(
    payload,
    'select id, stock::float8 as stock from option_values where id = any($1::int[]) order by id',
    [valueIds],
  )
  const hardware = await query<{ id: string; stock: number }>(
    payload,
    'select id, stock::float8 as stock from platforms_hardwares order by id',
  )
  return { counts, coupons, values, hardware }
}

/** A settled call: its value, or the CheckoutError (or other failure) it threw. */
export async function settle<T>(
  promise: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: Error & { code?: string; extra?: Record<string, unknown> } }> {
  try {
    return { ok: true, value: await promise }
  } catch (error) {
    return { ok: false, error: error as Error & { code?: string } }
  }
}

/** Quotes as the page would for this buyer (signed in or not) and places the order. */
export async function placeOrder(
  payload: Payload,
  products: CreateOrderInput['basket']['products'],
  extra: Parameters<typeof orderInput>[1] & { user?: unknown; sameBoxShipment?: boolean } = {},
) {
  const { createOrder } = await import('../../../src/plugins/orders/operations/create-order')
  const input = orderInput(products, extra)
  input.basket.sameBoxShipment = extra.sameBoxShipment ?? false
  const body = await placeable(requestAs(payload, extra.user ?? null), input)
  return { body, created: await createOrder(requestAs(payload, extra.user ?? null), body) }
}

/** The stored order (all fields, as staff see it) by its number. */
export async function orderByNumber(payload: Payload, number: string) {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: number } },
    depth: 0,
    limit: 1,
    overrideAccess: true, // the test reads what was written
  })
  const order = docs[0]
  if (!order) throw new Error(`no order ${number}`)
  return order
}

/** The same placeable body for another guest: their e-mail and a fresh attempt key (totals do not depend on it). */
export function forGuest(body: CreateOrderInput, email: string, attempt = attemptKey()): CreateOrderInput {
  const address = { ...(body.order.shipping.address as Record<string, unknown>), email }
  return { ...body, order: { ...body.order, shipping: { ...body.order.shipping, address } }, attempt }
}

/** Polls until `check` returns a value (not undefined), for work the server does after its reply (e-mails). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
