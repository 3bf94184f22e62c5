import type { CollectionConfig } from 'payload'
import { adminFieldOnly, nobody, staffOnly } from '../../access'

/**
 * Payment attempts and refunds, kept apart from orders (issue 12 item 1): one record per call to a provider, with
 * its amount, status, the provider's ids and the idempotency key the call used. Written only by the payment
 * operations; staff read them beside the order.
 */
export const Transactions: CollectionConfig = {
  slug: 'transactions',
  labels: { singular: 'Transaction', plural: 'Transactions' },
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Orders',
    useAsTitle: 'providerId',
    defaultColumns: ['order', 'provider', 'kind', 'amount', 'status', 'createdAt'],
    listSearchableFields: ['providerId', 'idempotencyKey'],
    description:
      'Payment attempts (and refunds of payments no order came of), as the providers reported them. Read-only.',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
        {
          name: 'session',
          type: 'relationship',
          relationTo: 'payment-sessions',
          admin: { description: 'The card or PayPal checkout it belongs to.' },
        },
        { name: 'provider', type: 'text', required: true },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'payment',
          options: ['payment', 'refund'],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'amount', label: 'Amount (cents)', type: 'number', required: true },
        { name: 'currency', type: 'text', required: true, defaultValue: 'usd' },
        {
          name: 'status',
          type: 'select',
          required: true,
          options: ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'providerId', label: 'Provider id', type: 'text', index: true },
        { name: 'idempotencyKey', type: 'text', unique: true, index: true },
      ],
    },
    { name: 'error', type: 'text' },
    { name: 'data', type: 'json', access: { read: adminFieldOnly }, admin: { description: "The provider's answer." } },
  ],
}
