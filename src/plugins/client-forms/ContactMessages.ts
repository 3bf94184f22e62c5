import type { CollectionConfig } from 'payload'
import { adminOnly, nobody } from '../../access'
import { MAX_CONTACT_NAME, MAX_CONTACT_SUBJECT, MAX_CONTACT_TEXT } from '../../lib/forms/contact'

export const CONTACT_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Answered', value: 'answered' },
] as const

/**
 * Messages sent with the contact form (/contact-us). Written only by POST /api/contact, which also e-mails them to
 * the support address; admins read them here and mark them answered.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  access: { read: adminOnly, create: nobody, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Messages',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'subject'],
    description:
      'Messages from the contact form; each was also e-mailed to the support address. Set Answered once replied.',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: CONTACT_STATUSES.map((s) => ({ label: s.label, value: s.value })),
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: MAX_CONTACT_NAME, admin: { readOnly: true } },
        { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
      ],
    },
    { name: 'subject', type: 'text', required: true, maxLength: MAX_CONTACT_SUBJECT, admin: { readOnly: true } },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      maxLength: MAX_CONTACT_TEXT,
      admin: { readOnly: true, rows: 10 },
    },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar', description: 'The signed-in sender; empty for a guest.' },
    },
  ],
}
