import type { CollectionConfig } from 'payload'
import { adminOnly, nobody, nobodyField, staffOnly } from '../../access'
import { MONEY_CELL } from '../../fields/money'
import { ledgerMoves, ledgerPaid } from './hooks'

const frozen = { create: nobodyField, update: nobodyField }

/**
 * The affiliates' money (issue 31 item 4): a reward is pending when the referred order is placed, approved once it
 * was delivered and the return window passed with no refund, then paid by an administrator here (approved → paid is
 * the only move the admin may make). A cancel or refund after the reward adds a negative entry; nothing is edited
 * backwards. `key` (reward:{referral} / reversal:{referral}) keeps one of each per referred order.
 */
export const AffiliateLedger: CollectionConfig = {
  slug: 'affiliate-ledger',
  labels: { singular: 'Ledger entry', plural: 'Affiliate ledger' },
  access: { read: staffOnly, create: nobody, update: adminOnly, delete: nobody },
  admin: {
    group: 'Affiliates',
    defaultColumns: ['affiliate', 'kind', 'amount', 'status', 'order', 'createdAt'],
    description: 'Rewards and commissions. Mark approved entries paid once the money is sent.',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  hooks: { beforeChange: [ledgerMoves], afterChange: [ledgerPaid] },
  fields: [
    { name: 'affiliate', type: 'relationship', relationTo: 'affiliates', required: true, index: true, access: frozen },
    { name: 'referral', type: 'relationship', relationTo: 'referrals', required: true, access: frozen },
    { name: 'order', type: 'relationship', relationTo: 'orders', access: frozen },
    { name: 'key', type: 'text', required: true, unique: true, access: frozen, admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          access: frozen,
          options: [
            { label: 'Reward', value: 'reward' },
            { label: 'Reversal', value: 'reversal' },
          ],
        },
        {
          name: 'amount',
          label: 'Amount (cents)',
          type: 'number',
          required: true,
          access: frozen,
          admin: { components: { Cell: MONEY_CELL } },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: [
            { label: 'Pending', value: 'pending' },
            { label: 'Approved', value: 'approved' },
            { label: 'Paid', value: 'paid' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'approvedAt', type: 'date', access: frozen },
        { name: 'paidAt', type: 'date', access: frozen },
      ],
    },
  ],
}
