import type { PayloadRequest } from 'payload'
import { lockInTransaction } from '../../server/sql'

/** The advisory-lock space of wish lists ('PWSH'); the second key is the customer's id. */
const LOCK_SPACE = 0x50575348

/**
 * Holds the customer's wish list until the request's transaction ends: adds and moves of one customer run one after
 * the other, so the duplicate check, the cap and the next position each see the other's result.
 */
export async function lockWishlist(req: PayloadRequest, customer: number): Promise<void> {
  await lockInTransaction(req, LOCK_SPACE, customer)
}
