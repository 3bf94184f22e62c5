import pLimit from 'p-limit'
import type { Payload } from 'payload'
import { quietGate } from '../../../lib/orders/quiet-gate'
import type { Order } from '../../../payload-types'
import { accountForGuest } from './buyer'
import { recordLinePictures } from './line-pictures'
import { sendOrderMails } from './order-mails'

const pending = new Set<Promise<void>>()

/**
 * What another plugin does after each committed order, once the buyer has an account (a guest's is made just before):
 * `ordersPlugin({ followUps })`. Each runs on its own request and transaction; a failure is logged and the rest go on.
 */
export type OrderFollowUp = (payload: Payload, order: Order, customer: number | null) => Promise<void>

/** Where `ordersPlugin` keeps the follow-ups (`config.custom`). */
export const ORDER_FOLLOW_UPS = 'orderFollowUps'

/**
 * Set on the request while create-order writes an order: its follow-ups come after the commit, so an orders hook can
 * leave to them what need not hold up the reply (the affiliates plugin's enrolment).
 */
export const ORDER_FOLLOWS_UP = 'orderFollowsUp'

/**
 * Guest accounts are made one at a time. Each costs a password hash (Payload's PBKDF2, about 100–160 ms of a core
 * here, on Node's thread pool): one at a time, a burst of guests' orders (a flash sale) leaves the other core to the
 * orders themselves, and the accounts follow within seconds.
 */
const accounts = pLimit(1)

/**
 * At most two orders' follow-ups run at once. In a burst they queue behind the replies instead of taking a share of
 * the CPU per order (20 buyers at once: 20 confirmations rendered and recorded between the orders); the last mail
 * follows the last reply within seconds. Two, not one: a slow SMTP server holds a slot for its round trip.
 */
const followUps = pLimit(2)

/**
 * Orders being placed (create-order enters it). A follow-up starts when none is, or 5 s after its order at the latest:
 * in a burst the CPU goes to the replies (a guest's password hash alone is 100–160 ms of a core), and under load that
 * never pauses the follow-ups run 5 s behind their orders instead of piling up.
 */
export const placing = quietGate()
const FOLLOW_UP_WAIT_MS = 5000

/**
 * What follows a committed order without the shopper waiting for it, once no order is being placed (`placing`): a
 * guest's customer account (a password hash, one at a time), the other plugins' follow-ups (a referral membership),
 * the e-mails (an SMTP round trip) and each line's picture and link. Failures are logged; the order stands.
 */
export function afterOrder(payload: Payload, order: Order, customer: number | null): void {
  const deadline = Date.now() + FOLLOW_UP_WAIT_MS
  const work = followUps(async () => {
    await placing.quiet(deadline)
    let password: string | null = null
    if (customer === null) {
      const account = await accounts(() => accountForGuest(payload, order)).catch((error: unknown) => {
        payload.logger.error({ err: error, order: order.number }, 'The customer account of an order could not be made')
        return null
      })
      customer = account?.customer ?? null
      password = account?.password ?? null
    }
    for (const followUp of (payload.config.custom?.[ORDER_FOLLOW_UPS] ?? []) as OrderFollowUp[])
      await followUp(payload, order, customer).catch((error: unknown) => {
        payload.logger.error({ err: error, order: order.number }, 'A follow-up of an order failed')
      })
    await sendOrderMails(payload, order, password)
    await recordLinePictures(payload, order).catch((error: unknown) => {
      payload.logger.warn({ err: error, order: order.number }, 'The pictures of an order could not be recorded')
    })
  })
  track(work)
}

/** Follow-up work after a commit that tests and a graceful shutdown wait for (`ordersSettled`). */
export function track(work: Promise<void>): void {
  pending.add(work)
  void work.finally(() => pending.delete(work))
}

/** Resolves when every order's follow-up work has ended (tests, a graceful shutdown). */
export async function ordersSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending])
}
