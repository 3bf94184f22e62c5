import type { Payload } from 'payload'
import type { Order } from '../../../payload-types'
import { accountForGuest } from './buyer'
import { recordLinePictures } from './line-pictures'
import { sendOrderMails } from './order-mails'

const pending = new Set<Promise<void>>()

/** The guest accounts being made, one after another (see `oneAtATime`). */
let accounts: Promise<unknown> = Promise.resolve()

/**
 * Runs `make` after the accounts queued before it. A guest's account costs a password hash (Payload's PBKDF2, about
 * 100–160 ms of a core here, on Node's thread pool): made one at a time, a burst of guests' orders (a flash sale)
 * leaves the other core to the orders themselves, and the accounts follow within seconds.
 */
function oneAtATime<T>(make: () => Promise<T>): Promise<T> {
  const turn = accounts.then(make)
  accounts = turn.catch(() => undefined)
  return turn
}

/**
 * What follows a committed order without the shopper waiting for it: a guest's customer account (a password hash, one
 * at a time), the e-mails (an SMTP round trip) and each line's picture and link. Failures are logged; the order stands.
 */
export function afterOrder(payload: Payload, order: Order, guest: boolean): void {
  const work = (async () => {
    let password: string | null = null
    if (guest)
      password = await oneAtATime(() => accountForGuest(payload, order)).catch((error: unknown) => {
        payload.logger.error({ err: error, order: order.number }, 'The customer account of an order could not be made')
        return null
      })
    await sendOrderMails(payload, order, password)
    await recordLinePictures(payload, order).catch((error: unknown) => {
      payload.logger.warn({ err: error, order: order.number }, 'The pictures of an order could not be recorded')
    })
  })()
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
