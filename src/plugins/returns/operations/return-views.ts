import type { PayloadRequest } from 'payload'
import { NotFoundError } from '../../../lib/errors'
import type { AccountReturn } from '../../../lib/returns/api'
import type { RefundBill } from '../../../lib/returns/refund-bill'
import { accountReturnView, type StoredReturn } from '../../../lib/returns/view'
import type { Order, Rma } from '../../../payload-types'
import { customerOf } from '../../orders'
import { returnBill } from './staff-steps'

/** The account's view of these returns, with their orders' numbers and pictures. */
async function views(req: PayloadRequest, rmas: readonly Rma[]): Promise<AccountReturn[]> {
  const ids = [...new Set(rmas.map((r) => Number(r.order)))]
  const { docs } = ids.length
    ? await req.payload.find({
        collection: 'orders',
        where: { id: { in: ids } },
        select: { number: true, lines: { id: true, image: true, url: true } },
        depth: 0,
        pagination: false,
        req,
        overrideAccess: true, // the orders of the caller's own returns
      })
    : { docs: [] as Order[] }
  const orders = new Map(docs.map((o) => [o.id, o]))
  const bills = await expectedBills(req, rmas)
  return rmas.map((rma) => {
    const order = orders.get(Number(rma.order))
    const line = order?.lines?.find((l) => l.id === rma.orderProduct) ?? null
    return accountReturnView({ ...rma, bill: bills.get(rma.id) ?? rma.bill } as unknown as StoredReturn, {
      id: Number(rma.order),
      number: order?.number ?? '',
      line,
    })
  })
}

/**
 * Received and being inspected: the bill the refund would make now (issue 50 item 9), by return id. Their orders are
 * read whole, in one query, and only for these returns.
 */
async function expectedBills(req: PayloadRequest, rmas: readonly Rma[]): Promise<Map<number, RefundBill>> {
  const received = rmas.filter((r) => r.status === 'return_received')
  const bills = new Map<number, RefundBill>()
  if (!received.length) return bills
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: { id: { in: [...new Set(received.map((r) => Number(r.order)))] } },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true, // the orders of the caller's own returns
  })
  const orders = new Map(docs.map((o) => [o.id, o]))
  for (const rma of received) {
    const order = orders.get(Number(rma.order))
    // One after the other: inside a transaction the reads share its single connection.
    if (order) bills.set(rma.id, await returnBill(req, rma, order))
  }
  return bills
}

/** One of the caller's returns; another customer's is the same 404 (account.md `GET /ajax/rma/{id}`). */
export async function ownReturn(req: PayloadRequest, id: number): Promise<Rma> {
  const customer = customerOf(req)
  const { docs } = await req.payload.find({
    collection: 'rmas',
    where: { and: [{ id: { equals: id } }, { customer: { equals: customer } }] },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true, // filtered to the caller's own returns above
  })
  if (!docs[0]) throw new NotFoundError('Return not found.')
  return docs[0]
}

export async function readReturn(req: PayloadRequest, id: number): Promise<{ rma: AccountReturn }> {
  const [rma] = await views(req, [await ownReturn(req, id)])
  if (!rma) throw new NotFoundError('Return not found.')
  return { rma }
}

/** GET /api/returns (account.md section 7): the caller's returns, newest first, 10 a page. */
export async function listReturns(
  req: PayloadRequest,
  input: { limit: number; offset: number },
): Promise<{ total: number; data: AccountReturn[] }> {
  const customer = customerOf(req)
  const where = { customer: { equals: customer } }
  const { totalDocs } = await req.payload.count({ collection: 'rmas', where, req, overrideAccess: true }) // the caller's own
  if (input.offset >= totalDocs) return { total: totalDocs, data: [] }
  const { docs } = await req.payload.find({
    collection: 'rmas',
    where,
    sort: '-createdAt',
    limit: input.limit,
    page: Math.floor(input.offset / input.limit) + 1,
    depth: 0,
    req,
    overrideAccess: true, // the caller's own returns
  })
  return { total: totalDocs, data: await views(req, docs) }
}
