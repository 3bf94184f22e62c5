import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { sql, transactionSql } from '../../../server/sql'

/**
 * The order's number and link token. Numbers come from a Postgres sequence (readable, never reused, no race):
 * 'PF-100001'. The token is an HMAC of the number under the server's secret, so it is unguessable, needs no storage
 * and is the same when an idempotent retry returns the order again.
 */
export async function nextOrderNumber(req: PayloadRequest): Promise<string> {
  const { rows } = await (await transactionSql(req)).execute(sql`select nextval('order_number_seq') as n`)
  return `PF-${rows[0]?.n}`
}

export function orderToken(secret: string, number: string): string {
  return createHmac('sha256', secret).update(`order-link:${number}`).digest('base64url').slice(0, 32)
}

export function isOrderToken(secret: string, number: string, token: string | undefined | null): boolean {
  if (!token) return false
  const expected = Buffer.from(orderToken(secret, number))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
