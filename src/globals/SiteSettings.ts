import type { GlobalConfig } from 'payload'
import { anyone, staffFieldOnly, staffOnly } from '../access'
import { moneyField } from '../fields/money'
import { RETURNS_OFF_MESSAGE } from '../lib/returns/eligibility'
import { isValidPath } from '../lib/slug'

export const MANUAL_PAYMENT_TITLE = 'Pay by bank transfer'
export const MANUAL_PAYMENT_INSTRUCTIONS =
  'Place the order now and pay by bank transfer: we e-mail you our bank details with your order number. We start building your controller when the payment arrives.'

/** Return label prices without a label service (the demo store's). */
export const DEFAULT_LABEL_RATES: Array<{ carrier: 'usps' | 'fedex'; service: string; name: string; price: number }> = [
  { carrier: 'usps', service: 'GroundAdvantage', name: 'USPS Ground Advantage', price: 895 },
  { carrier: 'usps', service: 'Priority', name: 'USPS Priority Mail', price: 1240 },
  { carrier: 'fedex', service: 'FEDEX_GROUND', name: 'FedEx Ground', price: 1375 },
  { carrier: 'fedex', service: 'FEDEX_EXPRESS_SAVER', name: 'FedEx Express Saver', price: 2490 },
]

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, update: staffOnly },
  admin: { group: 'Shop settings', description: 'Store-wide switches and amounts.' },
  fields: [
    {
      name: 'shoppingCartPath',
      type: 'text',
      required: true,
      defaultValue: '/order/step/1',
      admin: { description: 'Address of the cart and checkout.' },
      validate: (value: string | null | undefined) =>
        isValidPath(value) ? true : 'Use a site path starting with "/".',
    },
    moneyField({
      name: 'freeShippingThreshold',
      label: 'Free US shipping from',
      required: true,
      defaultValue: 9900,
      description: 'Order total from which US shipping is free.',
    }),
    {
      name: 'sameDayAssemblyEnabled',
      label: 'Offer Same Day Assembly',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Turns option 9 off on every platform.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'acceptingReturns', type: 'checkbox', defaultValue: false },
        {
          name: 'returnsClosedText',
          type: 'textarea',
          defaultValue: RETURNS_OFF_MESSAGE,
          admin: { description: 'Tooltip on the disabled Return button while returns are closed.' },
        },
      ],
    },
    {
      name: 'returns',
      type: 'group',
      admin: { description: 'Returns (RMA): what a return costs the customer.' },
      fields: [
        moneyField({
          name: 'restockingFee',
          label: 'Restocking fee per return',
          defaultValue: 0,
          required: true,
          description: 'Taken off each refund of a returned item.',
        }),
        {
          name: 'labelRates',
          label: 'Return label prices',
          type: 'array',
          admin: {
            description:
              'What a prepaid return label costs when no label service (EasyPost) is configured: staff then buy the label and upload it to the return.',
          },
          defaultValue: DEFAULT_LABEL_RATES,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'carrier', type: 'select', required: true, options: ['usps', 'fedex'] },
                { name: 'service', type: 'text', required: true, maxLength: 60 },
                { name: 'name', type: 'text', required: true, maxLength: 80 },
                moneyField({ name: 'price', label: 'Price', required: true }),
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'referral',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            moneyField({ name: 'friendDiscount', label: 'Friend discount', defaultValue: 1000, required: true }),
            moneyField({ name: 'referrerReward', label: 'Referrer reward', defaultValue: 1000, required: true }),
            {
              name: 'partnerCommission',
              label: 'Partner commission (%)',
              type: 'number',
              min: 0,
              max: 50,
              defaultValue: 5,
              admin: { description: 'Of the items after the discount, on every order through a partner link.' },
            },
          ],
        },
      ],
    },
    {
      name: 'forumUrl',
      type: 'text',
      defaultValue: '/forums/',
      admin: { description: 'Default "ask a question" link.' },
    },
    { name: 'supportEmail', type: 'email', defaultValue: 'support@padforge.example' },
    {
      name: 'manualPayment',
      type: 'group',
      admin: { description: 'Offered when no card or PayPal keys are configured, or beside them when ticked below.' },
      fields: [
        {
          name: 'alongside',
          label: 'Also offer it when card or PayPal payments are live',
          type: 'checkbox',
          defaultValue: false,
        },
        { name: 'title', type: 'text', required: true, defaultValue: MANUAL_PAYMENT_TITLE },
        {
          name: 'instructions',
          type: 'textarea',
          required: true,
          defaultValue: MANUAL_PAYMENT_INSTRUCTIONS,
          admin: { description: 'Shown in the checkout, on the thanks page and in the confirmation e-mail.' },
        },
        {
          name: 'bankDetails',
          type: 'group',
          label: 'Bank details',
          // Shown to a buyer on their own manual-payment order (thanks page, confirmation mail), not to every visitor.
          access: { read: staffFieldOnly },
          admin: {
            description:
              'Where a bank-transfer payment goes: shown on the thanks page and in the confirmation e-mail of a manual-payment order, with the order number as the payment reference. Without an account holder and an account number (or IBAN) the buyer is told the details follow by e-mail.',
          },
          fields: [
            { name: 'accountHolder', type: 'text', maxLength: 120 },
            { name: 'bankName', label: 'Bank', type: 'text', maxLength: 120 },
            { name: 'bankAddress', type: 'text', maxLength: 200 },
            { name: 'accountNumber', type: 'text', maxLength: 40 },
            { name: 'routingNumber', label: 'Routing number (ABA)', type: 'text', maxLength: 20 },
            { name: 'iban', label: 'IBAN', type: 'text', maxLength: 40 },
            { name: 'swift', label: 'SWIFT / BIC', type: 'text', maxLength: 20 },
            {
              name: 'note',
              type: 'textarea',
              maxLength: 500,
              admin: { description: 'Printed under the details, e.g. how long a transfer takes.' },
            },
          ],
        },
      ],
    },
  ],
}
