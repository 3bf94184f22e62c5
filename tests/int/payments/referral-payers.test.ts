// Self-referral by the payment (issue 31 item 4): a "friend" who pays with the referrer's card (Stripe's card
// fingerprint) or PayPal account (its payer id) earns the referrer nothing. Through the Stripe and PayPal peers.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { placeOrder } from '../../../src/plugins/orders'
import { startPayPal } from '../../../src/plugins/orders/operations/start-paypal'
import { memberOf, refCookie, referralOf } from '../affiliates/fixtures'
import { guestEmail, orderInput, placeable, requestAs } from '../checkout/fixtures'
import { testPayload } from '../payload'
import { newUser } from '../users'
import { type Peers, payCard, stockedBuild, transactionsOf } from './helpers'
import { startPeers } from './setup'

let payload: Payload
let peers: Peers
let uid: string

beforeAll(async () => {
  payload = await testPayload()
  peers = await startPeers(payload)
  ;({ uid } = await stockedBuild(payload))
})
afterAll(async () => peers?.stop())

/** A request from a browser that holds `cookie` (and `user`'s session, when given). */
const browser = (user: unknown, cookie?: string) => {
  const req = requestAs(payload, user)
  if (cookie) req.headers.set('cookie', cookie)
  return req
}

/** A checkout of one controller for `method`, shipped to its own address so only the payment can match. */
async function body(method: 'card' | 'paypal', email: string, street: string, user: unknown = null) {
  const input = orderInput([{ id: uid, type: 'controller', quantity: 1 }], {
    email,
    address: { address1: street, city: 'Denver', state: 'CO', zip: '80202' },
  })
  input.paymentMethod = method
  return placeable(browser(user), input)
}

async function payByCardAndPlace(user: unknown, email: string, street: string, cookie?: string, card = 'pm_card_visa') {
  const checkout = await body('card', email, street, user)
  const intent = await payCard(browser(user, cookie), checkout, card)
  return placeOrder(browser(user, cookie), { ...checkout, paymentIntentId: intent })
}

async function payByPayPalAndPlace(user: unknown, email: string, street: string, cookie?: string) {
  const checkout = await body('paypal', email, street, user)
  const id = (await startPayPal(browser(user, cookie), { ...checkout, amount: checkout.check_total })).id
  peers.paypal.approve(id)
  return placeOrder(browser(user, cookie), { ...checkout, paypal_id: id })
}

describe("a friend who pays with the referrer's card or PayPal", () => {
  it('is the referrer by the card: no reward', async () => {
    const referrer = await newUser(payload, 'customer', 'card-referrer')
    const { code } = await memberOf(payload, referrer)
    const own = await payByCardAndPlace(referrer, referrer.email, '1 Card Lane')
    const [payment] = await transactionsOf(payload, { order: (await referralOf(payload, own.orderId)).order.id })
    expect((payment!.data as { payer?: string }).payer).toMatch(/^card:[0-9a-f]{16}$/)

    const sameCard = await payByCardAndPlace(null, guestEmail('card-friend'), '2 Other Road', refCookie(payload, code))
    expect((await referralOf(payload, sameCard.orderId)).referral).toMatchObject({ selfReferral: 'card', reward: 0 })

    const otherCard = await payByCardAndPlace(
      null,
      guestEmail('card-friend'),
      '3 Third Road',
      refCookie(payload, code),
      'pm_card_mastercard',
    )
    expect((await referralOf(payload, otherCard.orderId)).referral).toMatchObject({ selfReferral: null, reward: 1000 })
  })

  it('is the referrer by the PayPal account: no reward', async () => {
    const referrer = await newUser(payload, 'customer', 'paypal-referrer')
    const { code } = await memberOf(payload, referrer)
    await payByPayPalAndPlace(referrer, referrer.email, '4 PayPal Way')
    // The peer has one buyer account: every approval is the same payer.
    const samePayer = await payByPayPalAndPlace(
      null,
      guestEmail('pp-friend'),
      '5 Friend Street',
      refCookie(payload, code),
    )
    expect((await referralOf(payload, samePayer.orderId)).referral).toMatchObject({ selfReferral: 'paypal', reward: 0 })
  })
})
