import type { PayloadRequest } from 'payload'
import { OUT_OF_STOCK_MESSAGE } from '../../../creator/engine/stock'
import { parseStockKey } from '../../../lib/checkout/lines'
import type { PricedLine } from '../../../lib/checkout/pricing'
import { CheckoutError } from '../../../lib/orders/checkout-error'
import { STOCK_POLICY_CONTINUE } from '../../../lib/platforms'
import { type Executor, numberArray, sql, transactionSql } from '../../../server/sql'
import { changesPublicStock, type PublicStockChange } from './stock-tags'

export interface StockTaken {
  key: string
  quantity: number
}

/** The public change of one counter's UPDATE … RETURNING row (stock-tags.ts names the pages it shows on). */
function changeOf(
  target: NonNullable<ReturnType<typeof parseStockKey>>,
  row: Record<string, unknown>,
): PublicStockChange {
  if (target.kind === 'value') return { kind: 'value', optionId: Number(row.optionId) }
  if (target.kind === 'hardware') return { kind: 'hardware', platformId: target.platformId }
  return {
    kind: 'product',
    id: target.id,
    uid: typeof row.uid === 'string' ? row.uid : null,
    slug: typeof row.slug === 'string' ? row.slug : null,
    platformId: row.platformId === null || row.platformId === undefined ? null : Number(row.platformId),
  }
}

/** What the counted lines take from each stock counter, summed, in key order (so two orders lock rows alike). */
export function stockNeeds(lines: readonly PricedLine[]): StockTaken[] {
  const needs = new Map<string, number>()
  for (const line of lines.filter((l) => l.counted))
    for (const s of line.stock) needs.set(s.key, (needs.get(s.key) ?? 0) + line.quantity)
  return [...needs].sort(([a], [b]) => a.localeCompare(b)).map(([key, quantity]) => ({ key, quantity }))
}

/**
 * Takes the order's stock inside its transaction by conditional UPDATEs: a counter is taken only while its stock
 * covers the quantity or the value sells on back-order (policy 2), so of fifty buyers of the last unit exactly one gets
 * it, and stock never drops below 0 except by policy 2. Postgres' row lock makes the second buyer wait for the first
 * to commit and then re-check. A counter that cannot cover it rolls the whole order back with `stock_out`.
 *
 * Hardware and products (one or two rows an order) take one UPDATE each, in key order. Option values (a dozen for a
 * custom controller) take two statements for all of them (issue 32): their rows are locked in id order, then one
 * UPDATE takes every one that covers its quantity. The platform's hardware row, which every order of that platform
 * shares, is locked first and held until the commit, so fewer round trips after it are fewer orders waiting.
 *
 * Returns the counters whose public stock moved (below MAX_QUANTITY, sold out): their pages are invalidated once the
 * order commits (stock-tags.ts), since these UPDATEs pass no collection hook.
 */
export async function takeStock(req: PayloadRequest, needs: readonly StockTaken[]): Promise<PublicStockChange[]> {
  const db = await transactionSql(req)
  const changes: PublicStockChange[] = []
  const values: { id: number; quantity: number }[] = []
  for (const { key, quantity } of needs) {
    const target = parseStockKey(key)
    if (!target) throw new Error(`Unknown stock counter ${key}`)
    if (target.kind === 'value') {
      values.push({ id: target.id, quantity })
      continue
    }
    const query =
      target.kind === 'product'
        ? sql`update products set available_quantity = available_quantity - ${quantity}
              where id = ${target.id} and in_stock and available_quantity >= ${quantity}
              returning id, available_quantity::float8 as after, uid, slug, platform_id as "platformId"`
        : sql`update platforms_hardwares set stock = stock - ${quantity}
              where _parent_id = ${target.platformId} and key = ${target.key} and stock >= ${quantity}
              returning id, stock::float8 as after`
    const { rows } = await db.execute(query)
    const row = rows[0]
    if (!row) throw outOfStock()
    const after = Number(row.after)
    if (changesPublicStock(after + quantity, after)) changes.push(changeOf(target, row))
  }
  for (const row of await takeValues(db, values)) {
    if (changesPublicStock(row.after + row.quantity, row.after))
      changes.push({ kind: 'value', optionId: Number(row.optionId) })
  }
  return changes
}

const outOfStock = () => new CheckoutError(OUT_OF_STOCK_MESSAGE, 'stock_out', { disablePaymentButton: true })

/** Every option value's share of the order, all or none: rows locked in id order, then one conditional UPDATE. */
async function takeValues(
  db: Executor,
  values: readonly { id: number; quantity: number }[],
): Promise<{ after: number; quantity: number; optionId: number }[]> {
  if (values.length === 0) return []
  const ids = numberArray(values.map((v) => v.id))
  const quantities = numberArray(values.map((v) => v.quantity))
  await db.execute(sql`select id from option_values where id = any(${ids}::int[]) order by id for update`)
  const { rows } = await db.execute(
    sql`update option_values v set stock = v.stock - w.quantity
        from unnest(${ids}::int[], ${quantities}::numeric[]) as w(id, quantity)
        where v.id = w.id and (v.stock >= w.quantity or v.stock_policy = ${STOCK_POLICY_CONTINUE})
        returning v.stock::float8 as after, w.quantity::float8 as quantity, v.option_id as "optionId"`,
  )
  if (rows.length < values.length) throw outOfStock()
  return rows.map((r) => ({ after: Number(r.after), quantity: Number(r.quantity), optionId: Number(r.optionId) }))
}

/**
 * Puts stock back (an order canceled before it was built), inside the cancel's transaction. Returns the counters whose
 * public stock moved (back in stock, above MAX_QUANTITY again) for the pages to invalidate after the commit.
 */
export async function returnStock(req: PayloadRequest, taken: readonly StockTaken[]): Promise<PublicStockChange[]> {
  const db = await transactionSql(req)
  const changes: PublicStockChange[] = []
  for (const { key, quantity } of taken) {
    const target = parseStockKey(key)
    if (!target) continue
    const { rows } = await db.execute(
      target.kind === 'value'
        ? sql`update option_values set stock = stock + ${quantity} where id = ${target.id}
              returning stock::float8 as after, option_id as "optionId"`
        : target.kind === 'product'
          ? sql`update products set available_quantity = available_quantity + ${quantity} where id = ${target.id}
                returning available_quantity::float8 as after, uid, slug, platform_id as "platformId"`
          : sql`update platforms_hardwares set stock = stock + ${quantity}
                where _parent_id = ${target.platformId} and key = ${target.key} returning stock::float8 as after`,
    )
    const row = rows[0]
    if (!row || !changesPublicStock(Number(row.after) - quantity, Number(row.after))) continue
    changes.push(changeOf(target, row))
  }
  return changes
}
