import type { CollectionConfig } from 'payload'
import { nobody } from '../../access'
import { fieldMessage, MAX_HEADLINE, MAX_NAME, MAX_TEXT, MIN_TEXT, STAR_LABELS, STAR_VALUES } from '../../lib/reviews'
import { adminField, changeReviews, readAuthor, readReviews } from './access'
import { reviewEndpoints } from './endpoints'
import { fillAndRemoderate, keepOneBestReview } from './hooks'
import { refreshRatingsAfterChange, refreshRatingsAfterDelete } from './product-rating'

export const REVIEW_STATUSES = [
  { label: 'Pending', value: 'pending' },
  { label: 'Approved', value: 'approved' },
  { label: 'Rejected', value: 'rejected' },
] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]['value']

/**
 * Shoppers' reviews of a platform's controllers (written on its creator page) or of a prebuilt product. Created only
 * through POST /api/reviews (guests and customers who may comment), always pending; admins approve or reject them in
 * the admin panel. The public sees approved reviews; authors also their own.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  access: {
    create: nobody,
    read: readReviews,
    update: changeReviews,
    delete: changeReviews,
  },
  admin: {
    group: 'Shop',
    useAsTitle: 'headline',
    defaultColumns: ['name', 'stars', 'headline', 'platform', 'product', 'status', 'isBestReview', 'createdAt'],
    listSearchableFields: ['name', 'headline', 'text'],
    description:
      'Reviews shoppers wrote. New ones are Pending and stay hidden until an admin sets them to Approved; Rejected ones stay hidden. Filter by Status to find the ones to check.',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  endpoints: reviewEndpoints,
  hooks: {
    beforeChange: [fillAndRemoderate],
    afterChange: [keepOneBestReview, refreshRatingsAfterChange],
    afterDelete: [refreshRatingsAfterDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: REVIEW_STATUSES.map((s) => ({ label: s.label, value: s.value })),
          access: { update: adminField },
          admin: { description: 'Only approved reviews are shown in the store.' },
        },
        {
          name: 'stars',
          type: 'number',
          required: true,
          min: 1,
          max: 5,
          admin: { step: 1, description: STAR_VALUES.map((s) => `${s} ${STAR_LABELS[s]}`).join(' · ') },
          validate: (value: unknown) => fieldMessage('stars', value),
        },
        {
          name: 'isBestReview',
          label: 'Best review',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          access: { update: adminField },
          admin: { description: 'One per product or platform: marking this one clears the others.' },
        },
      ],
    },
    {
      name: 'headline',
      type: 'text',
      maxLength: MAX_HEADLINE,
      validate: (value: unknown) => fieldMessage('headline', value),
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: MAX_NAME,
      validate: (value: unknown) => fieldMessage('name', value),
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      minLength: MIN_TEXT,
      maxLength: MAX_TEXT,
      validate: (value: unknown) => fieldMessage('text', value),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'platform',
          type: 'relationship',
          relationTo: 'platforms',
          required: true,
          index: true,
          access: { update: adminField },
          admin: { description: "The creator page's platform; for a product review, the product's platform." },
        },
        {
          name: 'product',
          type: 'relationship',
          relationTo: 'products',
          index: true,
          access: { update: adminField },
          admin: { description: 'The prebuilt product reviewed; empty for a review of a creator page.' },
        },
      ],
    },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: { read: readAuthor, update: adminField },
      admin: { position: 'sidebar', description: 'The signed-in author; empty for a guest.' },
    },
  ],
}
