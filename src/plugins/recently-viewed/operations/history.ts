import type { PayloadRequest } from 'payload'
import { HISTORY_LIMIT, mergeHistories } from '../../../lib/recently-viewed/history'
import { idOf } from '../../../lib/relations'
import { inTransaction } from '../../../server/transaction'
import { lockHistory } from '../lock'

const customerOf = (req: PayloadRequest): number | null => (req.user ? idOf(req.user.id) : null)

/** The signed-in customer's stored history, newest first (none for a guest). */
export async function storedHistory(req: PayloadRequest): Promise<number[]> {
  const customer = customerOf(req)
  if (customer === null) return []
  const { docs } = await req.payload.find({
    collection: 'browsing-history',
    where: { customer: { equals: customer } },
    sort: ['-viewedAt', '-id'],
    limit: HISTORY_LIMIT,
    depth: 0,
    select: { product: true },
    overrideAccess: false,
    req,
  })
  return docs.map((d) => idOf(d.product)).filter((id): id is number => id !== null)
}

/**
 * Records what this browser saw (newest first) in a signed-in customer's history: each product once, the newest
 * view wins, the oldest past the limit go. Ids that are not products are skipped. Guests: nothing is stored.
 */
export async function recordHistory(req: PayloadRequest, browser: number[]): Promise<number[]> {
  const customer = customerOf(req)
  if (customer === null || browser.length === 0) return storedHistory(req)
  return inTransaction(req, async () => {
    await lockHistory(req, customer)
    const existing = await storedHistory(req)
    const known = new Set(
      (
        await req.payload.find({
          collection: 'products',
          where: { id: { in: browser } },
          limit: browser.length,
          depth: 0,
          select: {},
          req,
        })
      ).docs.map((p) => p.id),
    )
    const merged = mergeHistories(
      browser.filter((id) => known.has(id)),
      existing,
    )
    const now = Date.now()
    // The history is rewritten as one ordered list: the customer's rows are few (HISTORY_LIMIT at most).
    // The operation is the rule: customers never write these rows themselves.
    await req.payload.delete({
      collection: 'browsing-history',
      where: { customer: { equals: customer } },
      req,
      overrideAccess: true,
    })
    for (const [i, product] of merged.entries()) {
      await req.payload.create({
        collection: 'browsing-history',
        data: { customer, product, viewedAt: new Date(now - i).toISOString() },
        depth: 0,
        req,
        overrideAccess: true, // written by this operation only (the collection refuses REST writes)
      })
    }
    return merged
  })
}

/** Forgets the signed-in customer's history. */
export async function clearHistory(req: PayloadRequest): Promise<void> {
  const customer = customerOf(req)
  if (customer === null) return
  await inTransaction(req, async () => {
    await lockHistory(req, customer)
    // Their own rows only: the where names the customer.
    await req.payload.delete({
      collection: 'browsing-history',
      where: { customer: { equals: customer } },
      req,
      overrideAccess: true,
    })
  })
}
