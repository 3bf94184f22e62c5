import type { CollectionConfig } from 'payload'
import { adminFieldOnly, nobody, staffOnly } from '../../access'

export const SESSION_STATUSES = ['open', 'paid', 'ordered', 'failed', 'refunded', 'canceled'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]

/**
 * A checkout waiting on an online payment (issue 13): the create-order request as the shopper sent it, the server's
 * amount, who is buying and the provider's id of the payment (PaymentIntent, PayPal order). It is stored BEFORE any
 * money moves, so a webhook can finish the order when the tab was closed after paying, and so the amount a provider
 * reports can be checked against the server's. One per checkout attempt. Written only by the payment operations.
 */
export const PaymentSessions: CollectionConfig = {
  slug: 'payment-sessions',
  labels: { singular: 'Payment session', plural: 'Payment sessions' },
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Orders',
    useAsTitle: 'attempt',
    defaultColumns: ['attempt', 'provider', 'status', 'amount', 'email', 'order', 'updatedAt'],
    listSearchableFields: ['attempt', 'providerId', 'email'],
    description:
      'Card and PayPal checkouts, from the payment to the order. A refunded session is an order that could not be made after the money was taken (the shopper was told). Read-only.',
  },
  defaultSort: '-updatedAt',
  timestamps: true,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'attempt', type: 'text', required: true, unique: true, index: true },
        { name: 'provider', type: 'select', required: true, options: ['card', 'paypal'] },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'open',
          options: [...SESSION_STATUSES],
          index: true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'providerId', label: 'Provider id', type: 'text', index: true },
        { name: 'amount', label: 'Amount (cents)', type: 'number', required: true },
        { name: 'currency', type: 'text', required: true, defaultValue: 'usd' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true },
        { name: 'customer', type: 'relationship', relationTo: 'users' },
        { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
      ],
    },
    { name: 'error', type: 'text' },
    {
      name: 'checkout',
      type: 'json',
      required: true,
      access: { read: adminFieldOnly },
      admin: { description: 'The create-order request as the shopper sent it; the order is made from it.' },
    },
  ],
}

/**
 * Webhook deliveries already acted on, by provider and event id: a delivery seen before is answered 200 and changes
 * nothing (providers deliver at least once, sometimes twice at the same time).
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: { singular: 'Payment event', plural: 'Payment events' },
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  admin: { group: 'Orders', hidden: true, useAsTitle: 'eventId' },
  timestamps: true,
  indexes: [{ fields: ['provider', 'eventId'], unique: true }],
  fields: [
    { name: 'provider', type: 'text', required: true },
    { name: 'eventId', type: 'text', required: true },
    { name: 'type', type: 'text', required: true },
    { name: 'session', type: 'relationship', relationTo: 'payment-sessions' },
  ],
}
