import type { PayloadRequest } from 'payload'
import { ConflictError } from '../../../lib/errors'
import type { AccountReturn } from '../../../lib/returns/api'
import { returnCancelRefusal } from '../../../lib/returns/states'
import { sql, transactionSql } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import { kickJobs } from '../../jobs'
import { customerOf } from '../../orders'
import { closeReturn } from './close-return'
import { ownReturn, readReturn } from './return-views'

/**
 * DELETE /api/returns/{id} (account.md section 4: only in being_returned or return_label_issued). One conditional
 * UPDATE claims it, so a cancel racing staff's receipt or the deadline job has one winner; the order product goes
 * back to its status without it, and an unused paid label is refunded.
 */
export async function cancelReturn(req: PayloadRequest, id: number): Promise<{ rma: AccountReturn }> {
  const customer = customerOf(req)
  const own = await ownReturn(req, id)
  await inTransaction(req, async () => {
    const db = await transactionSql(req)
    const claimed = await db.execute(sql`update rmas set status = 'canceled', closed_note = 'Canceled by the customer'
      where id = ${id} and customer_id = ${customer} and status in ('being_returned', 'return_label_issued')
      returning id`)
    if (claimed.rows.length === 0) throw new ConflictError(returnCancelRefusal(own.status))
    await closeReturn(req, id, 'canceled')
  })
  kickJobs(req.payload)
  return readReturn(req, id)
}
