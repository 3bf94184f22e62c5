import type { PayloadRequest } from 'payload'
import { sessionOf, sql } from '../../server/sql'

/** The advisory-lock space of the address book ('PADD'); the second key is the customer's id. */
const LOCK_SPACE = 0x50414444

/**
 * Holds the customer's address book until the request's transaction ends (`pg_advisory_xact_lock`): every write to a
 * customer's addresses takes it first (the collection's hooks do), so two writes of one customer run one after the
 * other and each sees the other's result. That keeps "exactly one primary" and the cap true under parallel requests.
 * Re-entrant within one transaction. Outside a transaction (none to hold it) it does nothing: Payload's own
 * operations always open one.
 */
export async function lockAddressBook(req: PayloadRequest, customer: number): Promise<void> {
  const db = await sessionOf(req)
  if (db) await db.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}::int, ${customer}::int)`)
}
