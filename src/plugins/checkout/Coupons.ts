import type { CollectionConfig } from 'payload'
import { nobodyField, staffFieldOnly, staffOnly } from '../../access'
import { guardDeleteWhileHeld } from '../../collections/delete-guard'
import { moneyField } from '../../fields/money'
import { COUPON_CODE_MAX, COUPON_CODE_MIN, normalizeCouponCode } from '../../lib/checkout/coupons'
import { emailKey } from '../../lib/email-identity'

/**
 * Coupons (checkout.md sections 3–5 and 8; issue 12 item 1). The code is kept upper-case, so it is unique and found
 * whatever case a shopper types. `timesUsed` is counted only by the order operation, in the order's transaction, with
 * a conditional update that never passes the usage limit. Shoppers never read this collection: apply-coupon answers
 * one code at a time.
 */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  labels: { singular: 'Coupon', plural: 'Coupons' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  admin: {
    group: 'Shop settings',
    useAsTitle: 'code',
    defaultColumns: ['code', 'discountType', 'discount', 'minOrder', 'timesUsed', 'usageLimit', 'active', 'validUntil'],
    listSearchableFields: ['code', 'description'],
    description: 'Promo codes. Codes are case-insensitive and stored upper-case.',
  },
  hooks: {
    beforeDelete: [
      guardDeleteWhileHeld(
        'coupons',
        (holders) => `This coupon cannot be deleted: ${holders} hold it. Untick Active instead.`,
      ),
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          minLength: COUPON_CODE_MIN,
          maxLength: COUPON_CODE_MAX,
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeCouponCode(value) : value)] },
        },
        { name: 'active', type: 'checkbox', defaultValue: true },
      ],
    },
    { name: 'description', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        {
          name: 'discountType',
          type: 'select',
          required: true,
          defaultValue: 'percent',
          options: [
            { label: 'Percent of the subtotal', value: 'percent' },
            { label: 'Fixed amount (cents)', value: 'fixed' },
          ],
        },
        {
          name: 'discount',
          type: 'number',
          required: true,
          min: 0,
          admin: { description: 'Percent (e.g. 10 or 12.5), or cents for a fixed amount (2000 = $20.00).' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
              return 'Enter a discount of 0 or more.'
            if (siblingData.discountType === 'percent' && value > 100) return 'A percentage is at most 100.'
            if (siblingData.discountType === 'fixed' && !Number.isSafeInteger(value)) return 'Enter whole cents.'
            return true
          },
        },
        moneyField({ name: 'minOrder', label: 'Minimum order', defaultValue: 0, description: 'Subtotal needed.' }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'validUntil', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'usageLimit',
          label: 'Orders in total',
          type: 'number',
          min: 0,
          admin: { step: 1, description: 'Empty for unlimited.' },
        },
        {
          name: 'perCustomerLimit',
          label: 'Orders per customer',
          type: 'number',
          min: 0,
          admin: { step: 1, description: 'Per signed-in customer or guest e-mail. Empty for unlimited.' },
        },
        {
          name: 'timesUsed',
          type: 'number',
          defaultValue: 0,
          min: 0,
          // Counted by the order operation only (inside the order's transaction).
          access: { create: nobodyField, update: nobodyField, read: staffFieldOnly },
          admin: { readOnly: true, step: 1 },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'forEmail',
          label: 'Only for e-mail',
          type: 'text',
          maxLength: 254,
          index: true,
          hooks: {
            beforeValidate: [({ value }) => (typeof value === 'string' && value.trim() ? emailKey(value) : null)],
          },
          admin: { description: "Only a buyer with this e-mail may use it (a referred friend's code). Empty for all." },
        },
        {
          name: 'firstOrderOnly',
          label: 'First order only',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Only on the buyer’s first order (no earlier order that is not canceled).' },
        },
      ],
    },
    {
      name: 'excludedPlatforms',
      type: 'relationship',
      relationTo: 'platforms',
      hasMany: true,
      admin: { description: 'Orders containing a controller of these platforms cannot use the code.' },
    },
  ],
}
