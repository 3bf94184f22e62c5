import type { PayloadRequest } from 'payload'
import { NotFoundError, TooManyRequestsError } from '../../../lib/errors'
import { consume } from '../../../server/rate-limit'
import { sql } from '../../../server/sql'

type Rows = { rows: Array<Record<string, unknown>> }

/**
 * One shopper's click on a slider item: counts it and answers the Amazon link to send them to. The count is one
 * `UPDATE ... SET clicks = clicks + 1` (Postgres takes the row lock, so concurrent clicks all count). Past the
 * per-address limit (`amazon-click`) the click is not counted but the shopper still goes to Amazon: a script gains
 * nothing, a person is never stopped. Unknown or inactive items: NotFoundError.
 */
export async function countClick(req: PayloadRequest, id: number): Promise<{ link: string; counted: boolean }> {
  const db = req.payload.db.drizzle
  let counted = true
  try {
    await consume(req, 'amazon-click')
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error
    counted = false
  }
  const { rows } = (await db.execute(
    counted
      ? sql`update amazon_products set clicks = coalesce(clicks, 0) + 1 where id = ${id} and active returning link`
      : sql`select link from amazon_products where id = ${id} and active`,
  )) as Rows
  const link = rows[0]?.link
  if (typeof link !== 'string') throw new NotFoundError('No such Amazon product.')
  return { link, counted }
}
