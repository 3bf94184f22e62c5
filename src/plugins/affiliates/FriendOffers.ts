import type { CollectionConfig } from 'payload'
import { nobody, staffOnly } from '../../access'

/**
 * A referred friend's $10 (issue 31 item 4): one per person (the unique `emailKey`), pointing at its single-use
 * coupon, which only that e-mail may use and only on a first order.
 */
export const FriendOffers: CollectionConfig = {
  slug: 'friend-offers',
  labels: { singular: 'Friend offer', plural: 'Friend offers' },
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Affiliates',
    useAsTitle: 'emailKey',
    defaultColumns: ['emailKey', 'affiliate', 'coupon', 'createdAt'],
    description: "Referred friends' first-order codes.",
  },
  timestamps: true,
  fields: [
    { name: 'emailKey', type: 'text', required: true, unique: true, index: true },
    { name: 'affiliate', type: 'relationship', relationTo: 'affiliates', required: true, index: true },
    { name: 'coupon', type: 'relationship', relationTo: 'coupons', required: true },
  ],
}
