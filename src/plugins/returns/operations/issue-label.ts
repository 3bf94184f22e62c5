import type { PayloadRequest } from 'payload'
import { RuleError, ServiceUnavailableError } from '../../../lib/errors'
import type { Rma } from '../../../payload-types'
import { sql, transactionSql } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import { kickJobs } from '../../jobs'
import { closeReturn } from './close-return'
import { labelService } from './label-service'
import { queueReturnMail } from './return-mail'

export const LABEL_NOT_BOUGHT =
  'We could not buy your return label right now, so the return was canceled and any payment for it is being refunded. Please try again, or send the item yourself.'

/**
 * Buys a return's label from the label service once it is paid for (or free), after the commit that issued it. Bought:
 * the label prints at once and the customer is mailed. Refused or out of reach: the return is canceled (its units free
 * again) and the paid label refunded by the 'refund-label' task, and the customer reads why.
 */
export async function issueLabel(req: PayloadRequest, rma: Rma): Promise<void> {
  const label = rma.label
  const service = labelService()
  if (!service || rma.status !== 'return_label_issued' || !label?.shipmentId || !label.rateId || label.labelUrl) return
  const bought = await service.buy({ shipmentId: label.shipmentId, rateId: label.rateId })
  if (bought.ok) {
    await inTransaction(req, async () => {
      await req.payload.update({
        collection: 'rmas',
        id: rma.id,
        data: { label: { ...label, labelUrl: bought.labelUrl, trackingNumber: bought.trackingNumber || null } },
        depth: 0,
        req,
        context: { returnOperation: true },
        overrideAccess: true, // the label the operation bought
      })
      await queueReturnMail(req, rma.id, 'created')
    })
    kickJobs(req.payload)
    return
  }
  req.payload.logger.warn({ rma: rma.id, reason: bought.message }, 'Return label not bought')
  await inTransaction(req, async () => {
    const db = await transactionSql(req)
    const claimed =
      await db.execute(sql`update rmas set status = 'canceled', closed_note = ${bought.message.slice(0, 500)}
      where id = ${rma.id} and status = 'return_label_issued' returning id`)
    if (claimed.rows.length) await closeReturn(req, rma.id, 'label_failed')
  })
  kickJobs(req.payload)
  // The carrier's refusal is the customer's to read (422); a service out of reach is the store's (503).
  if (bought.kind === 'refused') throw new RuleError(`${bought.message} ${LABEL_NOT_BOUGHT}`)
  throw new ServiceUnavailableError(LABEL_NOT_BOUGHT)
}
