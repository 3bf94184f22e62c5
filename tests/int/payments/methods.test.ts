// Which ways to pay the checkout offers (issue 13): manual payment alone without payment keys (and the card and
// PayPal calls refused), card then PayPal with their public keys when the keys are set, manual payment beside them
// only when site settings say so.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_NOT_AVAILABLE } from '../../../src/plugins/orders/operations/start-payment'
import { testPayload } from '../payload'
import { cardPayment, checkoutBody, type Peers, paymentRows, restCalls, stockedBuild } from './helpers'
import { startPeers } from './setup'

let payload: Payload
let peers: Peers
let uid: string
const { post } = restCalls(() => payload)

beforeAll(async () => {
  payload = await testPayload()
  peers = await startPeers(payload)
  ;({ uid } = await stockedBuild(payload))
})
afterAll(async () => peers?.stop())

/** The quote's payment methods as the checkout page receives them. */
async function offered() {
  const reply = await post(null, '/order/basket-shipping-packages', {
    address: { country: 'US', state: 'NY', zip: '10118' },
    basket: { products: [{ id: uid, type: 'controller', quantity: 1 }], sameBoxShipment: false, coupon: null },
    choices: {},
  })
  expect(reply.status).toBe(200)
  return reply.json?.paymentMethods as Array<{ id: string; publicKey: string | null }>
}

/** Runs `work` with every payment key removed from the environment, then puts them back. */
async function withoutKeys<T>(work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.entries(process.env).filter(([name]) => /^(STRIPE|PAYPAL)_/.test(name)))
  for (const name of Object.keys(saved)) delete process.env[name]
  try {
    return await work()
  } finally {
    Object.assign(process.env, saved)
  }
}

describe('payment methods', () => {
  it('offers only manual payment without keys; the card and PayPal calls answer 422 and start nothing', async () => {
    const card = await checkoutBody(payload, uid, 'card')
    const paypal = await checkoutBody(payload, uid, 'paypal')
    await withoutKeys(async () => {
      expect((await offered()).map((m) => [m.id, m.publicKey])).toEqual([['manual', null]])
      const before = await paymentRows(payload)
      const stripe = await post(null, '/checkout/stripe', cardPayment(card))
      expect(stripe.status).toBe(422)
      expect(stripe.json).toMatchObject({ message: PAYMENT_NOT_AVAILABLE, code: 'no_payment_method' })
      const pp = await post(null, '/checkout/paypal', { ...paypal, amount: paypal.check_total })
      expect(pp.status).toBe(422)
      expect(pp.json?.message).toBe(PAYMENT_NOT_AVAILABLE)
      expect(await paymentRows(payload)).toEqual(before)
    })
    expect(peers.stripe.intents()).toEqual([])
    expect(peers.paypal.orders()).toEqual([])
  })

  it('offers card then PayPal with their public keys, and manual payment only when site settings add it', async () => {
    expect(await offered()).toEqual([
      { id: 'card', name: 'Credit Card', instructions: null, publicKey: 'pk_test_padforge_int' },
      { id: 'paypal', name: 'PayPal', instructions: null, publicKey: 'padforge-client' },
    ])
    const manual = { ...(await checkoutBody(payload, uid, 'card')), paymentMethod: 'manual' }
    const refused = await post(null, '/order/create-order', manual)
    expect(refused.status).toBe(422)
    expect(refused.json?.code).toBe('no_payment_method')

    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { manualPayment: { ...settings.manualPayment, alongside: true } },
    })
    try {
      expect((await offered()).map((m) => m.id)).toEqual(['card', 'paypal', 'manual'])
      const placed = await post(null, '/order/create-order', manual)
      expect(placed.status).toBe(200)
      expect(placed.json?.orderData).toMatchObject({ paymentMethod: 'manual' })
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { manualPayment: { ...settings.manualPayment, alongside: Boolean(settings.manualPayment?.alongside) } },
      })
    }
    expect((await offered()).map((m) => m.id)).toEqual(['card', 'paypal'])
  })
})
