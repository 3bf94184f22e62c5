import type { CollectionConfig, Field, NumberField } from 'payload'
import { adminFieldOnly, anyOf, isAdmin, nobody, nobodyField, ownerOf, staffFieldOnly, staffOnly } from '../../access'
import { guardDeleteWhileHeld } from '../../collections/delete-guard'
import { MONEY_CELL } from '../../fields/money'
import { OVERRIDE_REASON_MAX } from '../../lib/orders/paid-moves'
import { ORDER_PRODUCT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES, statusOptions } from '../../lib/orders/statuses'
import { CARRIERS } from '../../lib/tracking/carriers'
import { checkFulfilment, queueStatusMails, recordStatusChange } from './hooks'

/** Written once by the order operation: staff see it, nobody edits it through REST, GraphQL or the admin. */
const frozen = { create: nobodyField, update: nobodyField }
const cents = (name: string, label?: string): NumberField => ({
  name,
  label,
  type: 'number',
  required: true,
  defaultValue: 0,
  admin: { components: { Cell: MONEY_CELL } },
})
const text = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'text', ...extra }) as Field

/**
 * What staff record as an order product moves through the workshop (issue 29 item 4): its shipment (the tracking
 * URL is built from the carrier's template when it ships), the anticipated and actual dates, and tracking events they
 * enter when no tracking service is configured.
 */
const fulfilmentFields: Field[] = [
  {
    name: 'shipment',
    type: 'group',
    admin: { condition: (_, line) => ['shipped', 'delivered', 'being_returned'].includes(line?.status) },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'carrier', type: 'select', options: CARRIERS.map((c) => ({ value: c.id, label: c.name })) },
          text('service', { admin: { placeholder: 'Priority Mail' } }),
          text('trackingNumber'),
          { name: 'shippedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        ],
      },
      text('trackingUrl', { admin: { readOnly: true, description: "Built from the carrier's tracking page." } }),
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'anticipatedShippedAt',
        type: 'date',
        admin: {
          date: { pickerAppearance: 'dayAndTime' },
          description:
            'When it is expected to ship (17:00 New York on its assembly day, set when it enters the workshop): the account counts down to it while it is processed.',
        },
      },
      { name: 'deliveredAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    ],
  },
  {
    name: 'trackingEvents',
    type: 'array',
    admin: {
      initCollapsed: true,
      description: 'Tracking history entered by staff, shown when no tracking service is configured.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
          text('description', { required: true }),
          text('location'),
        ],
      },
    ],
  },
]

/**
 * Orders (issue 12 item 1; account.md sections 3–4; checkout.md section 3): the lines bought with the price paid, the
 * packages with their method and dates, a snapshot of the totals and the coupon, the addresses, and the customer or
 * the guest's e-mail. Only the order operation creates them (src/plugins/orders/operations/create-order.ts); staff
 * change statuses, which the history records. A customer reads their own orders; a guest reaches theirs through the
 * order's token (GET /api/order/view).
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  access: { read: anyOf(staffOnly, ownerOf('customer')), create: nobody, update: staffOnly, delete: nobody },
  admin: {
    group: 'Orders',
    useAsTitle: 'number',
    defaultColumns: ['number', 'buyer', 'status', 'paymentStatus', 'totals.total', 'createdAt'],
    listSearchableFields: ['number', 'email'],
    description: 'Orders placed in the checkout. Change the status to move an order along; every change is recorded.',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  hooks: {
    beforeChange: [checkFulfilment, recordStatusChange],
    afterChange: [queueStatusMails],
    // Its refunds are money records (a NOT NULL order): an order that has them is never deleted.
    beforeDelete: [
      guardDeleteWhileHeld('orders', (holders) => `This order cannot be deleted: ${holders} of it are on record.`),
    ],
  },
  fields: [
    {
      // No data: who bought it, by the shipping name and the order's e-mail (the `customer` relationship shows
      // merchandisers 'Untitled – 12', since users' e-mails are admin-only), as a list column and in the sidebar.
      name: 'buyer',
      label: 'Customer',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Cell: '/src/components/admin/OrderBuyer#OrderBuyerCell',
          Field: '/src/components/admin/OrderBuyer#OrderBuyerField',
        },
      },
    },
    {
      // No data: the administrator's refund action (issue 27 item 11) over GET/POST /api/payments/refund.
      name: 'refund',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/components/admin/RefundPanel#RefundPanel' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'number', type: 'text', required: true, unique: true, index: true, access: frozen },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: statusOptions(ORDER_STATUSES),
          admin: {
            // A width of its own: the description would otherwise widen the field and push the row apart.
            width: '50%',
            description:
              'Follows the statuses of the order products (Lines, below). Staff may flag a suspicious transaction; it stays until they lift it.',
          },
        },
        {
          name: 'paymentStatus',
          type: 'select',
          required: true,
          defaultValue: 'awaiting',
          index: true,
          options: statusOptions(PAYMENT_STATUSES),
          // Recording a bank transfer as received lets the order move on (issue 50 item 8): an administrator's act.
          access: { update: adminFieldOnly },
          admin: {
            description: 'Items move past new only once the payment is paid. Administrators record a bank transfer.',
          },
        },
      ],
    },
    {
      // Never stored: read by the fulfilment hook on this change only, and kept in the status history's note.
      name: 'overrideReason',
      label: 'Reason to move this unpaid order on',
      type: 'textarea',
      virtual: true,
      maxLength: OVERRIDE_REASON_MAX,
      hooks: { afterRead: [() => undefined] },
      admin: {
        readOnly: false,
        condition: (data, _sibling, { user }) =>
          isAdmin(user) && data?.paymentStatus !== 'paid' && data?.status !== 'canceled',
        description:
          'Administrators only. The order is not paid, so its items cannot move past new; give a reason here to move them on anyway. It is recorded in the status history with your name.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'users',
          index: true,
          access: frozen,
          // The list names the buyer in the Customer column (`buyer`); this shows merchandisers only 'Untitled – 12'.
          admin: { disableListColumn: true },
        },
        { name: 'email', type: 'email', required: true, index: true, access: frozen },
        { name: 'paymentMethod', type: 'text', required: true, access: frozen },
        {
          name: 'cancelable',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'The customer may cancel while the order is new (before assembly starts).' },
        },
      ],
    },
    {
      name: 'attemptKey',
      type: 'text',
      unique: true,
      index: true,
      access: { ...frozen, read: staffFieldOnly },
      admin: { readOnly: true, description: 'The checkout attempt that placed it (idempotency key).' },
    },
    {
      name: 'shipping',
      type: 'group',
      access: frozen,
      fields: [
        {
          type: 'row',
          fields: [text('firstName'), text('lastName'), text('email'), text('phone')],
        },
        { type: 'row', fields: [text('address1'), text('address2'), text('city')] },
        { type: 'row', fields: [text('state'), text('stateName'), text('zip'), text('country'), text('countryName')] },
        { name: 'instructions', type: 'textarea' },
      ],
    },
    {
      name: 'billing',
      type: 'group',
      access: frozen,
      fields: [
        { type: 'row', fields: [{ name: 'sameAsShipping', type: 'checkbox', defaultValue: true }, text('address1')] },
        { type: 'row', fields: [text('zip'), text('country')] },
      ],
    },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      admin: {
        description: 'What was bought, at the price paid. Move each item along as the workshop builds and ships it.',
        components: { RowLabel: '/src/components/admin/OrderLineLabel#OrderLineLabel' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            text('name', { required: true, access: frozen }),
            {
              name: 'status',
              type: 'select',
              required: true,
              defaultValue: 'new',
              options: statusOptions(ORDER_PRODUCT_STATUSES),
            },
            { name: 'quantity', type: 'number', required: true, access: frozen },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              options: ['configuration', 'product'],
              access: frozen,
            },
            { name: 'configuration', type: 'relationship', relationTo: 'configurations', access: frozen },
            { name: 'product', type: 'relationship', relationTo: 'products', access: frozen },
            text('platform', { access: frozen }),
          ],
        },
        {
          type: 'row',
          fields: [
            { ...cents('unitPrice', 'Unit price (cents)'), access: frozen },
            { ...cents('servicesPrice', 'Services per item (cents)'), access: frozen },
            { ...cents('lineTotal', 'Line total (cents)'), access: frozen },
            text('packageId', { access: frozen }),
          ],
        },
        {
          name: 'services',
          type: 'array',
          access: frozen,
          fields: [{ type: 'row', fields: [text('key'), text('name'), cents('price', 'Price (cents)')] }],
        },
        { type: 'row', fields: [text('image', { access: frozen }), text('url', { access: frozen })] },
        {
          name: 'stockKeys',
          type: 'json',
          access: { ...frozen, read: staffFieldOnly },
          admin: {
            hidden: true,
            description: 'The stock counters one item of this line took: a return puts them back.',
          },
        },
        ...fulfilmentFields,
      ],
    },
    {
      name: 'packages',
      type: 'array',
      access: frozen,
      fields: [
        { type: 'row', fields: [text('packageId'), text('name'), text('methodName'), text('carrier')] },
        {
          type: 'row',
          fields: [
            { name: 'method', type: 'relationship', relationTo: 'shipping-methods' },
            cents('price', 'Price (cents)'),
            { name: 'deliveryTime', type: 'number' },
            { name: 'assemblyTime', type: 'number' },
          ],
        },
        {
          type: 'row',
          fields: [
            text('assemblyDate', { admin: { description: 'New York date.' } }),
            text('deliveryDate', { admin: { description: 'New York date.' } }),
            { name: 'sda', label: 'Same Day Assembly', type: 'checkbox' },
          ],
        },
      ],
    },
    {
      name: 'totals',
      type: 'group',
      access: frozen,
      admin: { description: 'In US cents.' },
      fields: [
        { type: 'row', fields: [cents('items'), cents('services'), cents('subtotal'), cents('shipping')] },
        {
          type: 'row',
          fields: [cents('discount'), cents('tax'), cents('vatFee'), cents('totalBeforeTax'), cents('total')],
        },
      ],
    },
    {
      name: 'coupon',
      type: 'group',
      access: frozen,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'ref', label: 'Coupon', type: 'relationship', relationTo: 'coupons' },
            text('code'),
            text('description'),
          ],
        },
        {
          type: 'row',
          fields: [text('discountType'), { name: 'discount', type: 'number' }, cents('totalDiscount')],
        },
      ],
    },
    text('taxLabel', { access: frozen }),
    { name: 'paymentInstructions', type: 'textarea', access: frozen },
    {
      name: 'stockTaken',
      type: 'array',
      access: { ...frozen, read: staffFieldOnly },
      admin: { description: 'The stock counters this order took, to put back on a cancel.' },
      fields: [{ type: 'row', fields: [text('key'), { name: 'quantity', type: 'number' }] }],
    },
    {
      name: 'transactions',
      type: 'join',
      collection: 'transactions',
      on: 'order',
      access: { read: staffFieldOnly },
      admin: { description: 'Payment attempts and refunds of this order.' },
    },
    {
      name: 'refunds',
      type: 'join',
      collection: 'refunds',
      on: 'order',
      access: { read: staffFieldOnly },
      admin: { description: 'Money given back, by the store or in the provider’s dashboard.' },
    },
    {
      name: 'statusHistory',
      type: 'array',
      access: frozen,
      admin: { readOnly: true, description: 'Every status change, newest last.' },
      fields: [
        {
          type: 'row',
          fields: [
            text('status'),
            { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'by', type: 'relationship', relationTo: 'users' },
            text('line', { admin: { description: 'The order product it concerns; empty for the order.' } }),
            text('note'),
          ],
        },
      ],
    },
  ],
}
