import type { PayloadRequest } from 'payload'
import { changedPrefix, HISTORY_LIMIT, mergeHistories } from '../../../lib/recently-viewed/history'
import { idOf } from '../../../lib/relations'
import { inTransaction } from '../../../server/transaction'
import { lockHistory } from '../lock'

const customerOf = (req: PayloadRequest): number | null => (req.user ? idOf(req.user.id) : null)

/** The customer's stored rows, newest first: row id and product. */
async function storedRows(req: PayloadRequest, customer: number): Promise<Array<{ row: number; product: number }>> {
  const { docs } = await req.payload.find({
    collection: 'browsing-history',
    where: { customer: { equals: customer } },
    sort: ['-viewedAt', '-id'],
    // One past the limit, so a history that grew too long is trimmed on the next write.
    limit: HISTORY_LIMIT + 1,
    depth: 0,
    select: { product: true },
    overrideAccess: false,
    req,
  })
  return docs.flatMap((d) => {
    const product = idOf(d.product)
    return product === null ? [] : [{ row: d.id, product }]
  })
}

/** The signed-in customer's stored history, newest first (none for a guest). */
export async function storedHistory(req: PayloadRequest): Promise<number[]> {
  const customer = customerOf(req)
  if (customer === null) return []
  return (await storedRows(req, customer)).slice(0, HISTORY_LIMIT).map((r) => r.product)
}

/**
 * Records what this browser saw (newest first) in a signed-in customer's history: each product once, the newest
 * view wins, the oldest past the limit go. Ids that are not products are skipped. Guests: nothing is stored. Only the
 * rows whose place changed are written (usually the one product just viewed); an unchanged history writes nothing.
 */
export async function recordHistory(req: PayloadRequest, browser: number[]): Promise<number[]> {
  const customer = customerOf(req)
  if (customer === null || browser.length === 0) return storedHistory(req)
  return inTransaction(req, async () => {
    await lockHistory(req, customer)
    const rows = await storedRows(req, customer)
    const existing = rows.map((r) => r.product)
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
    const rowOf = new Map(rows.map((r) => [r.product, r.row]))
    const now = Date.now()
    // The changed head gets times newer than every stored row, in its order; the rest keep theirs.
    for (const [i, product] of merged.slice(0, changedPrefix(merged, existing)).entries()) {
      const viewedAt = new Date(now - i).toISOString()
      const row = rowOf.get(product)
      if (row === undefined)
        await req.payload.create({
          collection: 'browsing-history',
          data: { customer, product, viewedAt },
          depth: 0,
          req,
          overrideAccess: true, // the history's one writer, for the signed-in customer
        })
      else
        await req.payload.update({
          collection: 'browsing-history',
          id: row,
          data: { viewedAt },
          depth: 0,
          req,
          overrideAccess: true, // the history's one writer, on the customer's own row (read by customer above)
        })
    }
    const kept = new Set(merged)
    const dropped = rows.filter((r) => !kept.has(r.product)).map((r) => r.row)
    if (dropped.length)
      await req.payload.delete({
        collection: 'browsing-history',
        where: { id: { in: dropped } },
        req,
        overrideAccess: true, // the history's one writer: the customer's own rows past the limit
      })
    return merged
  })
}

/** Forgets the signed-in customer's history. */
export async function clearHistory(req: PayloadRequest): Promise<void> {
  const customer = customerOf(req)
  if (customer === null) return
  await inTransaction(req, async () => {
    await lockHistory(req, customer)
    await req.payload.delete({
      collection: 'browsing-history',
      where: { customer: { equals: customer } },
      req,
      overrideAccess: true, // the history's one writer; the where names the signed-in customer's rows only
    })
  })
}
