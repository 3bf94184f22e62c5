import { randomBytes } from 'node:crypto'
import type { CollectionConfig } from 'payload'
import { adminOnly, adminOrOwnerField, anyOf, nobody, ownerOf } from '../../access'
import { selectionSchema, tempPullSchema } from '../../creator/selection'
import { moneyField } from '../../fields/money'
import { MAX_QUANTITY, MIN_QUANTITY } from '../../lib/basket/quantity'
import { zodFieldValidator } from '../../lib/zod-field'

/** 128 random bits, URL-safe (22 characters): the public handle of a configuration, never guessable. */
export const newConfigurationUid = () => randomBytes(16).toString('base64url')

/** A uid as `newConfigurationUid` makes it (checked before a public lookup, so junk never reaches SQL). */
export const CONFIGURATION_UID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

/** Admins read every configuration; a signed-in shopper only those they created; guests none. */
const adminOrOwner = anyOf(adminOnly, ownerOf('createdBy'))

/**
 * Configurations shoppers built in the creator and sent to the cart (POST /api/order/add-configuration). They are
 * written only by that endpoint, after the engine validated them and priced them from the catalog, so nobody
 * creates or edits one through REST, GraphQL or the admin: a changed configuration is a new record.
 */
export const Configurations: CollectionConfig = {
  slug: 'configurations',
  labels: { singular: 'Configuration', plural: 'Configurations' },
  access: {
    create: nobody,
    read: adminOrOwner,
    update: nobody,
    delete: adminOnly,
  },
  admin: {
    group: 'Orders',
    useAsTitle: 'name',
    defaultColumns: ['name', 'platform', 'quantity', 'price.orderTotal', 'createdBy', 'createdAt'],
    listSearchableFields: ['name', 'uid'],
    description:
      'Controllers shoppers configured in the creator, as validated and priced by the server. Read-only: they are created by the store when a shopper adds a configuration to the cart.',
  },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    {
      name: 'uid',
      label: 'UID',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Random public key used in URLs.' },
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : newConfigurationUid()),
        ],
      },
    },
    { name: 'name', type: 'text', required: true, maxLength: 120, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'platform',
          type: 'relationship',
          relationTo: 'platforms',
          required: true,
          index: true,
          admin: { readOnly: true },
        },
        {
          name: 'quantity',
          type: 'number',
          required: true,
          min: MIN_QUANTITY,
          max: MAX_QUANTITY,
          defaultValue: 1,
          admin: { readOnly: true, step: 1 },
        },
        {
          name: 'configurable',
          type: 'checkbox',
          defaultValue: true,
          admin: { readOnly: true, description: 'Opens again in the creator.' },
        },
      ],
    },
    {
      name: 'selected',
      type: 'json',
      required: true,
      admin: {
        readOnly: true,
        description: 'The creator selection (options, mods, packages, macros, quantity).',
        components: { Field: '/src/components/admin/JsonField#JsonField' },
      },
      validate: zodFieldValidator(selectionSchema, 'Selected configuration'),
    },
    {
      name: 'tempPull',
      type: 'json',
      admin: {
        readOnly: true,
        description: 'Flags of disabled mods, packages and macros, plus paddles.',
        components: { Field: '/src/components/admin/JsonField#JsonField' },
      },
      validate: zodFieldValidator(tempPullSchema, 'tempPull'),
    },
    {
      name: 'price',
      type: 'group',
      admin: { description: 'Computed by the server from the catalog when the configuration was stored.' },
      fields: [
        {
          type: 'row',
          fields: [
            moneyField({
              name: 'itemSubtotal',
              label: 'Item subtotal',
              required: true,
              description: 'Base controller.',
            }),
            moneyField({
              name: 'optionsSubtotal',
              label: 'Options subtotal',
              required: true,
              description: 'Per controller.',
            }),
            moneyField({
              name: 'orderTotal',
              label: 'Order total',
              required: true,
              description: '(Item + options) × quantity.',
            }),
          ],
        },
      ],
    },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // The shopper and admins: nobody else filters through it to the user's fields (`where[createdBy.…]`).
      access: { read: adminOrOwnerField('createdBy') },
      admin: { position: 'sidebar', readOnly: true, description: 'Empty for guests.' },
    },
  ],
}
