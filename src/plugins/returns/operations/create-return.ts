import type { PayloadRequest } from 'payload'
import { type FieldErrors, RuleError, STATUS_OF, StoreError } from '../../../lib/errors'
import type { CreateReturnAnswer, CreateReturnInput, CreateReturnReply } from '../../../lib/returns/api'
import { ownSendDeadline } from '../../../lib/returns/deadline'
import { NOTHING_LEFT_MESSAGE, US_ONLY_MESSAGE } from '../../../lib/returns/eligibility'
import { labelAddressProblem, RETURN_MESSAGES, returnTextProblems } from '../../../lib/returns/form-rules'
import type { ReturnStatus } from '../../../lib/returns/states'
import type { Order, Rma } from '../../../payload-types'
import { lockInTransaction, lockKeyOf, sql, transactionSql } from '../../../server/sql'
import { inTransaction } from '../../../server/transaction'
import { kickJobs } from '../../jobs'
import { customerOf, findOwnOrderProduct } from '../../orders'
import { issueLabel } from './issue-label'
import {
  afterPayment,
  confirmLabelCard,
  LABEL_PAYMENT_NOT_AVAILABLE,
  labelCharge,
  liveLabelProvider,
  openLabelPayment,
} from './label-payment'
import { labelRate } from './labels'
import { lineEligibility, returnsOfLines } from './line-returns'
import { offeredReasons } from './reasons'
import { returnStarted } from './return-started'
import { returnSettings } from './settings'

/** Advisory-lock space of return submissions ('PRMA'). */
const ATTEMPT_LOCK_SPACE = 0x50524d41

/** Holds the submission's lock until the transaction ends: one return per `attempt`, whoever asks. */
const lockAttempt = (req: PayloadRequest, attempt: string) =>
  lockInTransaction(req, ATTEMPT_LOCK_SPACE, lockKeyOf(attempt))

/** The caller's return made by this submission, if any. */
async function returnOfAttempt(req: PayloadRequest, customer: number, attempt: string): Promise<Rma | null> {
  const { docs } = await req.payload.find({
    collection: 'rmas',
    where: { and: [{ attemptKey: { equals: attempt } }, { customer: { equals: customer } }] },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true, // the caller's own return, by their submission key
  })
  return docs[0] ?? null
}

/** The label the customer chose, priced by the server, or the 422 that says what is missing. */
async function chosenLabel(req: PayloadRequest, input: CreateReturnInput, order: Order) {
  if (input.ownSend) return null
  const carrier = input.shippingMethod?.split(':')[0] ?? ''
  if (!input.createReturnLabel || !input.shippingMethod)
    throw new RuleError(RETURN_MESSAGES.chooseMethod, { shippingMethod: [RETURN_MESSAGES.chooseMethod] })
  // As the label quote: only from the US (account.md section 8).
  if (input.address && input.address.country.toUpperCase() !== 'US')
    throw new RuleError(US_ONLY_MESSAGE, { address: [US_ONLY_MESSAGE] })
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
  if (rate.price === 0) return { rate, dropType, provider: null }
  // Refused before anything is written: a method that is not live, a card that was not entered.
  const provider = liveLabelProvider(input.paymentMethod)
  if (!provider) throw new RuleError(LABEL_PAYMENT_NOT_AVAILABLE, { paymentMethod: [LABEL_PAYMENT_NOT_AVAILABLE] })
  if (provider === 'card' && !input.paymentToken)
    throw new RuleError(RETURN_MESSAGES.choosePayment, { paymentToken: [RETURN_MESSAGES.choosePayment] })
  return { rate, dropType, provider }
}

/**
 * POST /api/create-rma (account.md section 4 "Returns (RMA)"; issue 30 items 2, 3, 5; issue 50 items 3, 4). Checks the
 * form and the label (from the US, a live payment method), then, in one transaction under the submission's lock and
 * then a lock on the order product's row, what may still come back (two returns of the last unit at once give one)
 * and the reason against the 15-day window, opens the label's payment (nothing charged yet) and records the return:
 * own-send starts being returned with its deadline job queued; a label with a price waits for its payment. Then
 * `finishReturn` charges the card or issues the label. The same `attempt` again, even at the same moment, waits for
 * the first and gets its answer: one return, one payment, the same reply.
 */
export async function createReturn(req: PayloadRequest, input: CreateReturnInput): Promise<CreateReturnAnswer> {
  const customer = customerOf(req)
  const known = await returnOfAttempt(req, customer, input.attempt)
  if (known) return finishReturn(req, known.id, input)
  const textErrors = returnTextProblems(input)
  if (Object.keys(textErrors).length) throw new RuleError(RETURN_MESSAGES.validation, textErrors)
  const order = await findOwnOrderProduct(req, input.orderProductId)
  const label = await chosenLabel(req, input, order)
  const settings = await returnSettings(req)

  const rma = await inTransaction(req, async () => {
    // The submission first, the order product's row second: a copy of this request waits here, never in between.
    await lockAttempt(req, input.attempt)
    const again = await returnOfAttempt(req, customer, input.attempt)
    if (again) return again
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
    if (problem) throw new RuleError(problem, problem === NOTHING_LEFT_MESSAGE ? { quantity: [problem] } : undefined)
    if (input.quantity > returnable) {
      const message = `You can return at most ${returnable} of this item.`
      throw new RuleError(message, { quantity: [message] })
    }
    const reason = (await offeredReasons(req, line.deliveredAt)).find((r) => r.id === input.reason)
    if (!reason) {
      const message = 'This reason is not offered for this item any more: choose repair, upgrade or other.'
      throw new RuleError(message, { reason: [message] })
    }
    const email = input.email.trim()
    const paid = label?.provider ?? null
    const paymentId = paid
      ? await openLabelPayment(
          req,
          paid,
          labelCharge({ attemptKey: input.attempt, email, price: label?.rate.price ?? 0, productName: line.name }),
        )
      : null
    const status: ReturnStatus = input.ownSend
      ? 'being_returned'
      : paid
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
        email,
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
              paymentProvider: paid,
              paymentId,
              paymentStatus: paid ? 'pending' : 'none',
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
  return finishReturn(req, rma.id, input)
}

/**
 * After the return is recorded, under the submission's lock again: the card is charged (or the PayPal order handed to
 * the browser) and the label bought, once. The answer, a refusal included (the bank's 402, a label the carrier
 * refuses), is kept on the return, so every copy of the submission, at once or later, gets exactly that reply. A
 * provider out of reach throws before anything is kept: the same submission tries again.
 */
async function finishReturn(req: PayloadRequest, rmaId: number, input: CreateReturnInput): Promise<CreateReturnAnswer> {
  const answer = await inTransaction(req, async () => {
    await lockAttempt(req, input.attempt)
    const rma = await req.payload.findByID({ collection: 'rmas', id: rmaId, depth: 0, req, overrideAccess: true }) // the caller's own, found by its key
    if (rma.reply) return rma.reply as unknown as CreateReturnAnswer
    const first = await firstAnswer(req, rma, input)
    // Answered as kept (jsonb orders an object's keys its own way), so the first and its copies read the same.
    const { rows } = await (await transactionSql(req)).execute(
      sql`update rmas set reply = ${JSON.stringify(first)}::jsonb where id = ${rma.id} returning reply`,
    )
    return rows[0]?.reply as CreateReturnAnswer
  })
  kickJobs(req.payload)
  return answer
}

async function firstAnswer(req: PayloadRequest, rma: Rma, input: CreateReturnInput): Promise<CreateReturnAnswer> {
  const made = { rma: { id: rma.id } }
  if (rma.status === 'label_payment_pending' && rma.label?.paymentId) {
    if (rma.label.paymentProvider === 'paypal')
      return { status: 201, body: { ...made, paypalOrderId: rma.label.paymentId } }
    const result = await confirmLabelCard(req, rma, String(input.paymentToken ?? ''))
    return answerOf(() => afterPayment(req, rma.id, result))
  }
  return answerOf(async () => {
    await issueLabel(req, rma)
    return made
  })
}

/** 201 with the return, or the store's refusal as its reply would say it (the return was canceled by then). */
async function answerOf(work: () => Promise<CreateReturnReply>): Promise<CreateReturnAnswer> {
  try {
    return { status: 201, body: await work() }
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    const errors = error.errors && Object.keys(error.errors).length ? { errors: error.errors as FieldErrors } : {}
    return { status: STATUS_OF[error.kind], body: { ...error.extra, message: error.message, ...errors } }
  }
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
