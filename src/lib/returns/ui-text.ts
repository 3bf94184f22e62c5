/**
 * The returns pages' own words (account.md sections 4, 5 and 9; texts the spec does not give are ours). Pure: the
 * account's return form, summary and list read them, and the end-to-end tests look for them.
 */

/** Where an own-send return goes (the server's words for it in src/lib/returns/view.ts). */
export { RETURN_ADDRESS } from './view'

/** account.md section 4: an own-send return must arrive within 5 business days or it is canceled. */
export const OWN_SEND_TEXT =
  'Pack the item well and ship it to us with any carrier you like, at your cost. It must arrive within 5 business days or the return is canceled automatically.'

/** account.md section 5: past 15 days after delivery only repair, upgrade and other reasons are offered. */
export const LATE_REASONS_TEXT =
  'It has been more than 15 days since delivery, so only repair, upgrade and other reasons are offered.'

export const UPDATING_PRICES = 'Updating prices…'

/** The ways back, as the form's radio group names them. */
export const RETURN_WAYS = [
  { value: 'own', label: "I'll send it myself" },
  { value: 'usps', label: 'Prepaid USPS label' },
  { value: 'fedex', label: 'Prepaid FedEx label' },
] as const
export type ReturnWay = (typeof RETURN_WAYS)[number]['value']

export const RETURN_CANCEL_TITLE = 'Cancel return'
export const CARD_UNAVAILABLE = 'Card payments are not available right now. Please choose another way to send it back.'
export const CARD_UNREADABLE = 'Your card could not be read.'
