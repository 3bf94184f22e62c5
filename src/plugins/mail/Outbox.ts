import type { CollectionConfig } from 'payload'
import { adminOnly, nobody } from '../../access'

export const OUTBOX_STATUSES = [
  { label: 'Sent', value: 'sent' },
  { label: 'Kept (no SMTP configured)', value: 'kept' },
  { label: 'Failed', value: 'failed' },
] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]['value']

/**
 * Every e-mail the store sends, written by the mail adapter (src/plugins/mail/adapter.ts) and by nothing else: with
 * SMTP configured a row says it was sent (or failed, with the error); without, the mail is kept here so an admin can
 * still read it (a password-reset link on a fresh install). Admins read it; nobody writes it through the API. Rows
 * older than OUTBOX_RETENTION_DAYS are pruned by the adapter.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox mail', plural: 'Outbox' },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Messages',
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'status', 'createdAt'],
    listSearchableFields: ['to', 'subject'],
    description:
      'Every e-mail the store sent. Without SMTP_URL configured, mails are not sent but kept here (status Kept): open one to read it. Kept for 90 days.',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'to', type: 'text', required: true, index: true, admin: { readOnly: true } },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          options: OUTBOX_STATUSES.map((s) => ({ label: s.label, value: s.value })),
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'text', admin: { readOnly: true } },
        { name: 'replyTo', label: 'Reply to', type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'subject', type: 'text', admin: { readOnly: true } },
    {
      name: 'error',
      type: 'textarea',
      admin: { readOnly: true, condition: (data) => data?.status === 'failed' },
    },
    {
      name: 'html',
      label: 'HTML',
      type: 'textarea',
      admin: { readOnly: true, components: { Field: '/src/plugins/mail/admin/HtmlPreview#HtmlPreview' } },
    },
    { name: 'text', label: 'Plain text', type: 'textarea', admin: { readOnly: true, rows: 12 } },
    { name: 'messageId', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
  ],
}
