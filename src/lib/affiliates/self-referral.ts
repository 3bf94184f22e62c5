import { emailKey } from '../email-identity'

/**
 * Is the buyer the referrer (issue 31 item 4)? Then nobody earns a reward. Any one signal is enough: the same
 * customer, the same e-mail (as `emailKey` reads it), the same shipping address, the same card (Stripe's card
 * fingerprint) or the same PayPal payer.
 */
export interface PartySignals {
  customer: number | null
  emails: readonly string[]
  addresses: readonly AddressLike[]
  cards: readonly string[]
  paypalPayers: readonly string[]
}

export interface AddressLike {
  address1?: string | null
  address2?: string | null
  city?: string | null
  zip?: string | null
  country?: string | null
}

export type SelfReferral = 'customer' | 'email' | 'address' | 'card' | 'paypal'

const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  apartment: 'apt',
  suite: 'ste',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
}

const words = (value: string | null | undefined) =>
  (value ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ')

/** One address, however it is typed: the street lines, city, the ZIP's first five and the country. */
export function addressKey(address: AddressLike): string | null {
  const street = words(`${address.address1 ?? ''} ${address.address2 ?? ''}`)
  if (!street) return null
  const zip = (address.zip ?? '').replace(/\s+/g, '').toLowerCase().slice(0, 5)
  return [street, words(address.city), zip, (address.country ?? '').toUpperCase()].join('|')
}

export function selfReferral(referrer: PartySignals, buyer: PartySignals): SelfReferral | null {
  if (buyer.customer !== null && buyer.customer === referrer.customer) return 'customer'
  const emails = new Set(referrer.emails.map(emailKey))
  if (buyer.emails.some((e) => emails.has(emailKey(e)))) return 'email'
  const addresses = new Set(referrer.addresses.map(addressKey).filter(Boolean))
  if (buyer.addresses.some((a) => addresses.has(addressKey(a)))) return 'address'
  if (buyer.cards.some((c) => referrer.cards.includes(c))) return 'card'
  if (buyer.paypalPayers.some((p) => referrer.paypalPayers.includes(p))) return 'paypal'
  return null
}
