import type { PayloadRequest } from 'payload'
import { lockInTransaction } from '../../server/sql'

/** The advisory-lock space of browsing histories ('PRVW'); the second key is the customer's id. */
const LOCK_SPACE = 0x50525657

/** Holds the customer's history until the transaction ends: two tabs recording at once never duplicate a row. */
export const lockHistory = (req: PayloadRequest, customer: number) => lockInTransaction(req, LOCK_SPACE, customer)
