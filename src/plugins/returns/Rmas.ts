import type { CollectionConfig, Field } from 'payload'
import { nobody, nobodyField, staffOnly } from '../../access'
import { MONEY_CELL } from '../../fields/money'
import { RETURN_STATUSES } from '../../lib/returns/states'
import { labelUploaded, staffMoves } from './hooks'

const sentence = (status: string) => status[0]?.toUpperCase() + status.slice(1).replace(/_/g, ' ')
const frozen = { create: nobodyField, update: nobodyField }
const cents = (name: string, label: string): Field => ({
  name,
  label: `${label} (cents)`,
  type: 'number',
  access: frozen,
  admin: { components: { Cell: MONEY_CELL } },
})
const text = (name: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', access: frozen, ...extra }) as Field

/**
 * Returns (RMA, issue 30): one per return a customer starts for some units of one order product. Made and canceled by
 * the returns operations; staff move them in the admin (received with the units and the damaged ones, refunded,
 * rejected, canceled) and the hooks run the step (stock back, the refund bill and refund, the order product's status,
 * the mail). Customers read their own through the account calls, never this collection's REST.
 */
export const Rmas: CollectionConfig = {
  slug: 'rmas',
  labels: { singular: 'Return (RMA)', plural: 'Returns (RMA)' },
  access: { read: staffOnly, create: nobody, update: staffOnly, delete: nobody },
  admin: {
    group: 'Orders',
    useAsTitle: 'productName',
    defaultColumns: ['id', 'productName', 'status', 'quantity', 'order', 'email', 'createdAt'],
    listSearchableFields: ['email', 'productName', 'orderProduct'],
    description:
      'Returns customers started. Mark one received with the units that arrived (undamaged ones go back to stock), then refund or reject it.',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  hooks: { beforeChange: [staffMoves], afterChange: [labelUploaded] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          options: RETURN_STATUSES.map((s) => ({ value: s, label: sentence(s) })),
          admin: {
            description:
              'Received, refunded, rejected or canceled: each runs its step when saved. Only administrators refund.',
          },
        },
        text('productName', { required: true }),
        { name: 'quantity', type: 'number', required: true, access: frozen },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, access: frozen },
        text('orderProduct', { required: true, index: true, admin: { description: 'The order line.' } }),
        { name: 'customer', type: 'relationship', relationTo: 'users', required: true, index: true, access: frozen },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, access: frozen },
        { name: 'reason', type: 'relationship', relationTo: 'return-reasons', access: frozen },
        text('reasonLabel', { required: true }),
      ],
    },
    { name: 'description', label: 'Customer comment', type: 'textarea', required: true, access: frozen },
    {
      type: 'row',
      fields: [
        { name: 'ownSend', type: 'checkbox', defaultValue: false, access: frozen },
        {
          name: 'deadline',
          type: 'date',
          access: frozen,
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Own-send: canceled if not received by then.',
          },
        },
        text('attemptKey', { unique: true, admin: { hidden: true } }),
      ],
    },
    // What create-rma answered this submission (status and body): a copy of it gets the same (issue 50 item 3).
    { name: 'reply', type: 'json', access: frozen, admin: { hidden: true } },
    {
      name: 'label',
      type: 'group',
      admin: { condition: (data) => !data?.ownSend },
      fields: [
        {
          type: 'row',
          fields: [
            text('carrier'),
            text('service'),
            text('methodName'),
            text('dropType'),
            text('dropTypeLabel'),
            cents('price', 'Price'),
          ],
        },
        { name: 'address', type: 'json', access: frozen },
        {
          type: 'row',
          fields: [
            text('paymentProvider'),
            text('paymentId', { admin: { description: 'The label payment (pi_…).' } }),
            {
              name: 'paymentStatus',
              type: 'select',
              options: ['none', 'pending', 'paid', 'failed', 'refunded'],
              defaultValue: 'none',
              access: frozen,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'file',
              label: 'Label file',
              type: 'upload',
              relationTo: 'return-labels',
              admin: { description: 'Staff: upload the label you bought; the customer is mailed that it is ready.' },
            },
            { name: 'trackingNumber', type: 'text', maxLength: 60 },
          ],
        },
        {
          type: 'row',
          fields: [
            text('labelUrl', { admin: { description: "The label service's file of the bought label." } }),
            text('shipmentId', { admin: { description: "The label service's shipment (shp_…)." } }),
            text('rateId', { admin: { hidden: true } }),
          ],
        },
      ],
    },
    {
      name: 'received',
      type: 'group',
      admin: { description: 'Filled when the return arrives: the units that came and how many are damaged.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'units', type: 'number', min: 0 },
            { name: 'damaged', type: 'number', min: 0 },
            { name: 'at', type: 'date', access: frozen },
            { name: 'by', type: 'relationship', relationTo: 'users', access: frozen },
          ],
        },
        { name: 'note', label: 'Inspection note', type: 'textarea', maxLength: 2000 },
      ],
    },
    {
      name: 'bill',
      label: 'Refund bill',
      type: 'group',
      access: frozen,
      fields: [
        {
          type: 'row',
          fields: [
            cents('orderGrandTotal', 'Paid for the units'),
            cents('sdaPrice', 'Same Day Assembly'),
            cents('shippingCost', 'Outbound shipping'),
            cents('restockingFee', 'Restocking fee'),
            cents('refundTotal', 'Refund'),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'refund', type: 'relationship', relationTo: 'refunds', access: frozen },
        {
          name: 'closedNote',
          type: 'text',
          maxLength: 500,
          admin: { description: 'Why it was canceled or rejected.' },
        },
      ],
    },
  ],
}
