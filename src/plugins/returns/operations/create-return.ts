import type { PayloadRequest } from 'payload'
import { RuleError } from '../../../lib/errors'
import type { CreateReturnInput, CreateReturnReply } from '../../../lib/returns/api'
import { ownSendDeadline } from '../../../lib/returns/deadline'
import { labelAddressProblem, RETURN_MESSAGES, returnTextProblems } from '../../../lib/returns/form-rules'
import type { ReturnStatus } from '../../../lib/returns/states'
import type { Order } from '../../../payload-types'
import { sql, transactionSql } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import { kickJobs } from '../../jobs'
import { customerOf, findOwnOrderProduct } from '../../orders'
import { issueLabel } from './issue-label'
import { continueLabelPayment, payLabel, startLabelPayPal } from './label-payment'
import { labelRate } from './labels'
import { lineEligibility, returnsOfLines } from './line-returns'
import { offeredReasons } from './reasons'
import { returnStarted } from './return-started'
import { returnSettings } from './settings'

/** The label the customer chose, priced by the server, or the 422 that says what is missing. */
async function chosenLabel(req: PayloadRequest, input: CreateReturnInput, order: Order) {
  if (input.ownSend) return null
  const carrier = input.shippingMethod?.split(':')[0] ?? ''
  if (!input.createReturnLabel || !input.shippingMethod)
    throw new RuleError(RETURN_MESSAGES.chooseMethod, { shippingMethod: [RETURN_MESSAGES.chooseMethod] })
  const addressProblem = labelAddressProblem(input.address, carrier)
  if (addressProblem || !input.address)
    throw new RuleError(addressProblem ?? RETURN_MESSAGES.requiredFields, {
      address: [addressProblem ?? RETURN_MESSAGES.requiredFields],
    })
  const dropType = carrier === 'fedex' ? (input.dropType ?? 'DROP_BOX') : null
  const rate = await labelRate(req, input.shippingMethod, {
    from: input.address,
    name: [order.shipping?.firstName, order.shipping?.lastName].filter(Boolean).join(' '),
    units: input.quantity,
    dropType,
    reference: `rma-${input.attempt}`,
  })
  if (!rate) throw new RuleError(RETURN_MESSAGES.chooseMethod, { shippingMethod: [RETURN_MESSAGES.chooseMethod] })
  const payable = (input.paymentMethod === 'stripe' && !!input.paymentToken) || input.paymentMethod === 'paypal'
  if (rate.price > 0 && !payable)
    throw new RuleError(RETURN_MESSAGES.choosePayment, { paymentToken: [RETURN_MESSAGES.choosePayment] })
  return { rate, dropType }
}

/**
 * POST /api/create-rma (account.md section 4 "Returns (RMA)"; issue 30 items 2, 3, 5). Checks the form, then, under
 * a lock on the order product's row, what may still come back (two returns of the last unit at once give one) and
 * the reason against the 15-day window, and records the return: own-send starts being returned with its deadline job
 * queued; a label with a price waits for its payment, taken right after the commit. The same `attempt` again gives
 * the same return (and never a second charge).
 */
export async function createReturn(req: PayloadRequest, input: CreateReturnInput): Promise<CreateReturnReply> {
  const customer = customerOf(req)
  const again = await req.payload.find({
    collection: 'rmas',
    where: { and: [{ attemptKey: { equals: input.attempt } }, { customer: { equals: customer } }] },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true, // the caller's own return, by their submission key
  })
  if (again.docs[0]) return continueLabelPayment(req, again.docs[0])
  const textErrors = returnTextProblems(input)
  if (Object.keys(textErrors).length) throw new RuleError(RETURN_MESSAGES.validation, textErrors)
  const order = await findOwnOrderProduct(req, input.orderProductId)
  const label = await chosenLabel(req, input, order)
  const settings = await returnSettings(req)

  const rma = await inTransaction(req, async () => {
    const db = await transactionSql(req)
    await db.execute(sql`select id from orders_lines where id = ${input.orderProductId} for update`)
    const fresh = await req.payload.findByID({
      collection: 'orders',
      id: order.id,
      depth: 0,
      req,
      overrideAccess: true, // the customer's own order, read again under the lock
    })
    const line = fresh.lines.find((l) => l.id === input.orderProductId)
    if (!line) throw new RuleError('This item cannot be returned.')
    const { returnable, problem } = lineEligibility(fresh, line, await returnsOfLines(req, [line.id ?? '']), settings)
    if (problem) throw new RuleError(problem)
    if (input.quantity > returnable) {
      const message = `You can return at most ${returnable} of this item.`
      throw new RuleError(message, { quantity: [message] })
    }
    const reason = (await offeredReasons(req, line.deliveredAt)).find((r) => r.id === input.reason)
    if (!reason) {
      const message = 'This reason is not offered for this item any more: choose repair, upgrade or other.'
      throw new RuleError(message, { reason: [message] })
    }
    const status: ReturnStatus = input.ownSend
      ? 'being_returned'
      : label && label.rate.price > 0
        ? 'label_payment_pending'
        : 'return_label_issued'
    const created = await req.payload.create({
      collection: 'rmas',
      data: {
        status,
        productName: line.name,
        quantity: input.quantity,
        order: fresh.id,
        orderProduct: input.orderProductId,
        customer,
        email: input.email.trim(),
        reason: reason.id,
        reasonLabel: reason.label,
        description: input.description.trim(),
        ownSend: input.ownSend,
        deadline: input.ownSend ? ownSendDeadline(new Date()).toISOString() : null,
        attemptKey: input.attempt,
        label: label
          ? {
              carrier: label.rate.carrier,
              service: label.rate.service,
              methodName: label.rate.name,
              dropType: label.dropType,
              price: label.rate.price,
              address: input.address ?? null,
              paymentProvider: label.rate.price > 0 ? (input.paymentMethod === 'paypal' ? 'paypal' : 'card') : null,
              paymentStatus: label.rate.price > 0 ? 'pending' : 'none',
              shipmentId: label.rate.shipmentId,
              rateId: label.rate.rateId,
            }
          : undefined,
      },
      depth: 0,
      req,
      context: { returnOperation: true },
      overrideAccess: true, // the return operation writes the record; nobody creates one over the API
    })
    if (status !== 'label_payment_pending') await returnStarted(req, created, fresh)
    else await queueLabelCheck(req, created.id)
    return created
  })
  kickJobs(req.payload)
  if (rma.status === 'label_payment_pending')
    return rma.label?.paymentProvider === 'paypal'
      ? startLabelPayPal(req, rma)
      : payLabel(req, rma, String(input.paymentToken))
  if (rma.status === 'return_label_issued') await issueLabel(req, rma)
  return { rma: { id: rma.id } }
}

/** A label payment the shopper never finished (3-D Secure left open) is looked at after half an hour. */
const LABEL_PAYMENT_WAIT_MS = 30 * 60 * 1000

async function queueLabelCheck(req: PayloadRequest, rma: number) {
  await req.payload.jobs.queue({
    task: 'return-deadline',
    input: { rma },
    waitUntil: new Date(Date.now() + LABEL_PAYMENT_WAIT_MS),
    req,
  })
}
