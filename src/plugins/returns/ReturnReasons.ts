import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '../../access'
import { REASON_KINDS } from '../../lib/returns/eligibility'

/**
 * Why a customer sends an item back (issue 30 item 2), edited by merchandisers. General reasons are offered for 15
 * days after delivery; repair, upgrade and other ones at any time (account.md section 5).
 */
export const ReturnReasons: CollectionConfig = {
  slug: 'return-reasons',
  labels: { singular: 'Return reason', plural: 'Return reasons' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  admin: {
    group: 'Orders',
    useAsTitle: 'label',
    defaultColumns: ['label', 'kind', 'active', 'sortOrder'],
    description:
      'The reasons the return form offers. General reasons are offered for 15 days after delivery; repair, upgrade and other reasons at any time.',
  },
  defaultSort: 'sortOrder',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 120 },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'general',
          options: REASON_KINDS.map((k) => ({ value: k, label: k[0]?.toUpperCase() + k.slice(1) })),
        },
        { name: 'sortOrder', type: 'number', defaultValue: 0 },
        { name: 'active', type: 'checkbox', defaultValue: true, admin: { description: 'Offered on the form.' } },
      ],
    },
  ],
}
