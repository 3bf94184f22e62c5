import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { paypalEventOf } from '../../../src/plugins/payments/providers/paypal'
import { eventOf } from '../../../src/plugins/payments/providers/stripe'

/** A Stripe event as the webhook delivers it, around `object`. */
const stripeEvent = (type: string, object: Record<string, unknown>) =>
  ({ id: 'evt_1', object: 'event', type, data: { object } }) as unknown as Stripe.Event

const intent = (metadata: Record<string, string> = { attempt: 'attempt-key-1234567' }) => ({
  id: 'pi_123',
  object: 'payment_intent',
  metadata,
})

describe('what a Stripe event means for the store', () => {
  it('finishes the order on payment_intent.succeeded, naming the intent and its attempt', () => {
    expect(eventOf(stripeEvent('payment_intent.succeeded', intent()))).toEqual({
      eventId: 'evt_1',
      type: 'payment_intent.succeeded',
      sessionProviderId: 'pi_123',
      reference: 'attempt-key-1234567',
      action: 'finish',
      refunds: [],
    })
    expect(eventOf(stripeEvent('payment_intent.succeeded', intent({}))).reference).toBeNull()
  })

  it('only notes the other intent events', () => {
    for (const type of ['payment_intent.created', 'payment_intent.payment_failed', 'payment_intent.requires_action'])
      expect(eventOf(stripeEvent(type, intent())), type).toMatchObject({
        sessionProviderId: 'pi_123',
        action: 'record',
      })
  })

  it('finds the intent of charges and refunds, as an id or expanded, without trusting their metadata', () => {
    const charge = { id: 'ch_1', object: 'charge', payment_intent: 'pi_9', metadata: { attempt: 'forged' } }
    expect(eventOf(stripeEvent('charge.succeeded', charge))).toMatchObject({
      sessionProviderId: 'pi_9',
      reference: null,
      action: 'record',
    })
    const refund = { id: 're_1', object: 'refund', payment_intent: { id: 'pi_8', object: 'payment_intent' } }
    expect(eventOf(stripeEvent('refund.created', refund)).sessionProviderId).toBe('pi_8')
    expect(
      eventOf(stripeEvent('charge.refunded', { id: 'ch_2', object: 'charge', payment_intent: null })),
    ).toMatchObject({ sessionProviderId: null, action: 'record' })
    expect(eventOf(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' })).sessionProviderId).toBeNull()
  })

  it('reports refunds: a refund.* event, and the refunds a charge.refunded lists', () => {
    const refund = { id: 're_2', object: 'refund', amount: 500, status: 'succeeded', payment_intent: 'pi_7' }
    expect(eventOf(stripeEvent('refund.created', refund)).refunds).toEqual([
      { refundId: 're_2', paymentId: 'pi_7', amount: 500, status: 'succeeded' },
    ])
    expect(eventOf(stripeEvent('refund.failed', { ...refund, status: 'failed' })).refunds?.[0]?.status).toBe('failed')
    const charge = {
      id: 'ch_3',
      object: 'charge',
      payment_intent: 'pi_7',
      refunds: { data: [{ id: 're_3', object: 'refund', amount: 200, status: 'pending' }] },
    }
    expect(eventOf(stripeEvent('charge.refunded', charge)).refunds).toEqual([
      { refundId: 're_3', paymentId: 'pi_7', amount: 200, status: 'pending' },
    ])
    expect(eventOf(stripeEvent('payment_intent.succeeded', intent())).refunds).toEqual([])
  })
})

const order = {
  id: '5O190127TN364715T',
  status: 'APPROVED',
  purchase_units: [{ custom_id: 'attempt-key-1234567', amount: { currency_code: 'USD', value: '94.98' } }],
}
const capture = {
  id: '3C679366HH908993F',
  status: 'COMPLETED',
  custom_id: 'attempt-key-1234567',
  supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
}

describe('what a PayPal event means for the store', () => {
  it('finishes the order on an approval, naming the PayPal order and its attempt', () => {
    expect(paypalEventOf({ id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: order })).toEqual({
      eventId: 'WH-1',
      type: 'CHECKOUT.ORDER.APPROVED',
      sessionProviderId: '5O190127TN364715T',
      reference: 'attempt-key-1234567',
      action: 'finish',
      refunds: [],
    })
  })

  it("finishes on a completed capture, naming the capture's order, not the capture", () => {
    expect(paypalEventOf({ id: 'WH-2', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: capture })).toEqual({
      eventId: 'WH-2',
      type: 'PAYMENT.CAPTURE.COMPLETED',
      sessionProviderId: '5O190127TN364715T',
      reference: 'attempt-key-1234567',
      action: 'finish',
      refunds: [],
    })
  })

  it('only notes pending, denied and refunded captures', () => {
    for (const type of ['PAYMENT.CAPTURE.PENDING', 'PAYMENT.CAPTURE.DENIED'])
      expect(paypalEventOf({ id: 'WH-3', event_type: type, resource: capture }), type).toMatchObject({
        sessionProviderId: '5O190127TN364715T',
        action: 'record',
      })
    const refund = { id: '1JU08902781691411', custom_id: 'attempt-key-1234567' }
    expect(paypalEventOf({ id: 'WH-4', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: refund })).toEqual({
      eventId: 'WH-4',
      type: 'PAYMENT.CAPTURE.REFUNDED',
      sessionProviderId: null,
      reference: 'attempt-key-1234567',
      action: 'record',
      refunds: [],
    })
  })

  it('reports the refund of PAYMENT.CAPTURE.REFUNDED against its capture (the up link)', () => {
    const refund = {
      id: '1JU08902781691411',
      status: 'COMPLETED',
      amount: { value: '12.50', currency_code: 'USD' },
      links: [
        { rel: 'self', href: 'https://api.paypal.com/v2/payments/refunds/1JU08902781691411' },
        { rel: 'up', href: 'https://api.paypal.com/v2/payments/captures/3C679366HH908993F' },
      ],
    }
    expect(paypalEventOf({ id: 'WH-6', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: refund }).refunds).toEqual([
      { refundId: '1JU08902781691411', paymentId: '3C679366HH908993F', amount: 1250, status: 'succeeded' },
    ])
    const odd = { ...refund, amount: { value: '12.505' } }
    expect(paypalEventOf({ id: 'WH-7', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: odd }).refunds).toEqual([])
  })

  it('reads an event without id, type or resource as nothing to act on', () => {
    expect(paypalEventOf({})).toEqual({
      eventId: '',
      type: 'unknown',
      sessionProviderId: null,
      reference: null,
      action: 'record',
      refunds: [],
    })
    expect(paypalEventOf({ id: 'WH-5', event_type: 'CHECKOUT.ORDER.APPROVED' })).toMatchObject({
      sessionProviderId: null,
      action: 'finish',
      refunds: [],
    })
  })
})
