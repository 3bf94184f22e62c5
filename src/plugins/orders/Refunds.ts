import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'
import { adminFieldOnly, nobody, nobodyField, staffOnly } from '../../access'
import { MONEY_CELL } from '../../fields/money'

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const

/** A manual payment's refund is paid back by bank transfer: an administrator records when it was sent (or not). */
const manualOnly: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || req.context.refundOperation || !originalDoc) return data
  if (data.status === undefined || data.status === originalDoc.status) return data
  if (originalDoc.provider !== 'manual' || originalDoc.status !== 'pending')
    throw new APIError('Only a pending bank-transfer refund can be marked by hand.', 400, undefined, true)
  return data
}

/**
 * Money given back (issue 29 item 3), one record per refund whoever made it: a customer's cancel, an administrator's
 * refund, a return (issue 30), or a refund made in the provider's dashboard (source external, from its webhook).
 * Pending until the provider confirms it; a timeout leaves it pending and a job retries it with the same idempotency
 * key. Written by the refund operations; administrators mark a bank-transfer refund as sent.
 */
export const Refunds: CollectionConfig = {
  slug: 'refunds',
  labels: { singular: 'Refund', plural: 'Refunds' },
  access: { read: staffOnly, create: nobody, update: ({ req }) => req.user?.role === 'admin', delete: nobody },
  admin: {
    group: 'Orders',
    useAsTitle: 'idempotencyKey',
    defaultColumns: ['order', 'amount', 'status', 'provider', 'source', 'reason', 'createdAt'],
    listSearchableFields: ['providerRefundId', 'idempotencyKey'],
    description: 'Refunds of orders, as the store made them or the provider reported them.',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  hooks: { beforeChange: [manualOnly] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'order',
          type: 'relationship',
          relationTo: 'orders',
          required: true,
          index: true,
          access: { update: nobodyField },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: [...REFUND_STATUSES],
          access: { update: adminFieldOnly },
        },
        {
          name: 'amount',
          label: 'Amount (cents)',
          type: 'number',
          required: true,
          min: 1,
          access: { update: nobodyField },
          admin: { components: { Cell: MONEY_CELL } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'provider', type: 'text', required: true, access: { update: nobodyField } },
        {
          name: 'source',
          type: 'select',
          required: true,
          defaultValue: 'store',
          options: [
            { value: 'store', label: 'Store' },
            { value: 'external', label: "Provider's dashboard" },
          ],
          access: { update: nobodyField },
        },
        { name: 'by', type: 'relationship', relationTo: 'users', access: { update: nobodyField } },
      ],
    },
    { name: 'reason', type: 'text', access: { update: nobodyField } },
    {
      type: 'row',
      fields: [
        {
          name: 'providerRefundId',
          label: 'Provider refund id',
          type: 'text',
          unique: true,
          index: true,
          access: { update: nobodyField },
        },
        {
          name: 'idempotencyKey',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          access: { update: nobodyField },
        },
      ],
    },
    { name: 'error', type: 'text', access: { update: nobodyField } },
  ],
}
