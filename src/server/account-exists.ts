import type { PayloadRequest } from 'payload'
import { readSql, sql } from './sql'

/**
 * Whether an account uses this e-mail: the yes/no that registration, the checkout's e-mail check and a guest's order
 * give (checkout.md's "Customer with this E-mail already registered"), never the account itself. One indexed lookup
 * on the request's transaction when it has one, compared as Payload's `equals` on the column (callers lowercase the
 * address, as Payload stores it).
 */
export async function accountExists(req: PayloadRequest, email: string): Promise<boolean> {
  const { rows } = await (await readSql(req)).execute(sql`select 1 from users where email = ${email} limit 1`)
  return rows.length > 0
}
