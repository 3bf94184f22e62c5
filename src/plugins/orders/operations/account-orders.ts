import type { PayloadRequest, Where } from 'payload'
import { NotFoundError, UnauthorizedError } from '../../../lib/errors'
import {
  type AccountOrder,
  accountOrderView,
  type LineReturns,
  type StoredOrder,
} from '../../../lib/orders/account-view'
import { RETURN_STATUSES } from '../../../lib/orders/statuses'
import { idOf } from '../../../lib/relations'
import type { OrderList } from '../../../lib/routes/account'
import type { Order } from '../../../payload-types'
import { creatorPaths, platformIdBySlug } from '../../catalog'

export const ORDERS_PAGE_SIZE = 10

/** The returns plugin's view of the order products shown (by line id), passed in through `ordersPlugin()`. */
export type OrderProductReturns = (req: PayloadRequest, orders: readonly Order[]) => Promise<Map<string, LineReturns>>
export const ORDER_PRODUCT_RETURNS = 'orderProductReturns'

const returnsOf = (req: PayloadRequest, orders: readonly Order[]): Promise<Map<string, LineReturns>> => {
  const read = req.payload.config.custom?.[ORDER_PRODUCT_RETURNS] as OrderProductReturns | undefined
  return read ? read(req, orders) : Promise.resolve(new Map())
}

/** The signed-in customer's id, or 401 (account.md: a 401 prompts sign-in again). */
export function customerOf(req: PayloadRequest): number {
  if (req.user?.collection !== 'users') throw new UnauthorizedError()
  return Number(req.user.id)
}

const LIST_FILTERS: Readonly<Record<OrderList, Where | null>> = {
  all: null,
  canceled: { status: { equals: 'canceled' } },
  returns: { 'lines.status': { in: [...RETURN_STATUSES] } },
}

/** Each platform slug's creator page (where a delivered product's review form is). */
async function creatorPathsBySlug(req: PayloadRequest, orders: readonly Order[]): Promise<Record<string, string>> {
  const slugs = [...new Set(orders.flatMap((o) => o.lines.map((l) => l.platform).filter((s): s is string => !!s)))]
  if (slugs.length === 0) return {}
  const paths = new Map(await creatorPaths(req.payload))
  const pairs = await Promise.all(
    slugs.map(async (slug) => [slug, paths.get((await platformIdBySlug(req.payload, slug)) ?? -1)] as const),
  )
  return Object.fromEntries(pairs.filter((p): p is readonly [string, string] => typeof p[1] === 'string'))
}

/** The customer's orders as the account shows them, with their refunds. */
export async function accountViews(req: PayloadRequest, orders: readonly Order[]): Promise<AccountOrder[]> {
  if (orders.length === 0) return []
  const [refunds, paths, uids, returns] = await Promise.all([
    req.payload.find({
      collection: 'refunds',
      where: { order: { in: orders.map((o) => o.id) } },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      req,
      overrideAccess: true, // the refunds of the customer's own orders (the orders were read with their access)
    }),
    creatorPathsBySlug(req, orders),
    configurationUids(req, orders),
    returnsOf(req, orders),
  ])
  const now = new Date()
  return orders.map((order) =>
    accountOrderView(
      storedOrder(order, uids),
      refunds.docs.filter((r) => Number(r.order) === order.id),
      now,
      paths,
      returns,
    ),
  )
}

/** One order as the account shows it. */
export async function accountView(req: PayloadRequest, order: Order): Promise<AccountOrder> {
  const [view] = await accountViews(req, [order])
  if (!view) throw new Error('accountViews gave no view')
  return view
}

/** The public uid of each configuration the orders bought ('Buy It Again' puts it back in the basket). */
async function configurationUids(req: PayloadRequest, orders: readonly Order[]): Promise<Map<number, string>> {
  const ids = [...new Set(orders.flatMap((o) => o.lines.map((l) => idOf(l.configuration)).filter((id) => id !== null)))]
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'configurations',
    where: { id: { in: ids } },
    select: { uid: true },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true, // the configurations of the customer's own orders (read with their access above)
  })
  return new Map(docs.map((c) => [c.id, c.uid]))
}

function storedOrder(order: Order, uids: ReadonlyMap<number, string>): StoredOrder {
  return {
    ...order,
    lines: order.lines.map((l) => ({
      ...l,
      configurationUid: uids.get(idOf(l.configuration) ?? -1) ?? null,
      product: idOf(l.product),
    })),
  } as StoredOrder
}

const readAs = (req: PayloadRequest) => ({
  req,
  user: req.user,
  overrideAccess: false, // the customer's own orders: the collection's owner rule decides
  depth: 0,
})

/**
 * GET /api/account/orders/{status} (account.md section 7 `GET /orders/{status}`): the signed-in customer's orders,
 * newest first, ten a page by `limit` and `offset`, `total` counted with the same filter.
 */
export async function listAccountOrders(
  req: PayloadRequest,
  input: { status: OrderList; limit: number; offset: number },
): Promise<{ total: number; data: { data: AccountOrder[] } }> {
  const customer = customerOf(req)
  const filter = LIST_FILTERS[input.status]
  const where: Where = { and: [{ customer: { equals: customer } }, ...(filter ? [filter] : [])] }
  const { totalDocs } = await req.payload.count({ collection: 'orders', where, req, overrideAccess: false })
  if (input.offset >= totalDocs) return { total: totalDocs, data: { data: [] } }
  const { docs } = await req.payload.find({
    collection: 'orders',
    where,
    sort: '-createdAt',
    limit: input.limit,
    page: Math.floor(input.offset / input.limit) + 1,
    ...readAs(req),
  })
  return { total: totalDocs, data: { data: await accountViews(req, docs) } }
}

/** One order product and its order (account.md `GET /ajax/order-product/{id}`); another customer's is the same 404. */
export async function findOwnOrderProduct(req: PayloadRequest, orderProductId: string): Promise<Order> {
  const customer = customerOf(req)
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: { and: [{ customer: { equals: customer } }, { 'lines.id': { equals: orderProductId } }] },
    limit: 1,
    ...readAs(req),
  })
  const order = docs[0]
  if (!order) throw new NotFoundError('Order product not found.')
  return order
}

export async function readOrderProduct(req: PayloadRequest, orderProductId: string) {
  const order = await findOwnOrderProduct(req, orderProductId)
  const view = await accountView(req, order)
  const product = view.products.find((p) => p.id === orderProductId)
  return { product: { ...product, order: { id: view.id, number: view.number, createdAt: view.createdAt } } }
}
