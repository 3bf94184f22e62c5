import type { CollectionConfig } from 'payload'
import { adminOnly, nobody } from '../../access'

export const SUBSCRIBER_STATUSES = [
  { label: 'Pending (not confirmed)', value: 'pending' },
  { label: 'Confirmed', value: 'confirmed' },
  { label: 'Unsubscribed', value: 'unsubscribed' },
] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]['value']

/**
 * Newsletter subscribers, double opt-in: the footer form stores a pending address and mails a confirmation link
 * (its token kept only as a SHA-256 hash, expiring); the link makes it confirmed. Only confirmed addresses may be
 * mailed. Written only by the newsletter endpoints; admins read and may change the status or delete.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  access: { read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Messages',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'confirmedAt', 'createdAt'],
    listSearchableFields: ['email'],
    description: 'Only Confirmed addresses asked for the newsletter and confirmed it from their inbox.',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: SUBSCRIBER_STATUSES.map((s) => ({ label: s.label, value: s.value })),
    },
    { name: 'confirmedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // The confirmation token's hash and expiry: never shown, never returned by the API.
    {
      name: 'tokenHash',
      type: 'text',
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'tokenExpiresAt',
      type: 'date',
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
  ],
}
