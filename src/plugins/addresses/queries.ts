import type { PayloadRequest } from 'payload'
import type { Address } from '../../lib/address'
import { ADDRESS_BOOK_MESSAGES } from '../../lib/address'
import { NotFoundError } from '../../lib/errors'
import type { ShippingAddress, User } from '../../payload-types'

/** One record of GET /api/shipping-addresses (account.md section 3): the address merged with its owner's details. */
export interface AddressRecord {
  id: number
  is_primary: boolean
  address: Address & { primary: boolean; first_name: string; last_name: string; email: string; phone: string }
}

type Owner = Pick<User, 'firstName' | 'lastName' | 'email' | 'phone'>

/** The stored fields of a checked address. */
export const fieldsOf = (address: Address) => ({
  address1: address.address1,
  address2: address.address2,
  city: address.city,
  zip: address.zip,
  countryCode: address.country.code,
  countryName: address.country.name,
  stateCode: address.state?.abbreviation ?? null,
  stateName: address.state?.name ?? null,
  stateString: address.state_string,
})

export function addressOf(doc: ShippingAddress): Address {
  return {
    address1: doc.address1,
    address2: doc.address2 ?? null,
    city: doc.city,
    zip: doc.zip ?? null,
    state: doc.stateCode ? { name: doc.stateName ?? doc.stateCode, abbreviation: doc.stateCode } : null,
    state_string: doc.stateString ?? null,
    country: { code: doc.countryCode, name: doc.countryName },
  }
}

export function recordOf(doc: ShippingAddress, owner: Owner): AddressRecord {
  const primary = Boolean(doc.isPrimary)
  return {
    id: doc.id,
    is_primary: primary,
    address: {
      ...addressOf(doc),
      primary,
      first_name: owner.firstName ?? '',
      last_name: owner.lastName ?? '',
      email: owner.email ?? '',
      phone: owner.phone ?? '',
    },
  }
}

/** The signed-in customer's address book: the primary address first, then the newest first. */
export async function addressBook(req: PayloadRequest): Promise<AddressRecord[]> {
  const user = req.user as User
  const { docs } = await req.payload.find({
    collection: 'shipping-addresses',
    where: { customer: { equals: user.id } },
    sort: ['-isPrimary', '-createdAt', '-id'],
    depth: 0,
    pagination: false,
    // The customer filter is the rule (the owner field is not a query path for anyone but admins, by design).
    overrideAccess: true, // the customer filter is the rule
    req,
  })
  return docs.map((doc) => recordOf(doc, user))
}

/**
 * One of the signed-in customer's addresses. Another customer's address, or none, is NotFound alike, so ids cannot be
 * probed; admins manage others' addresses in the admin panel.
 */
export async function ownAddress(req: PayloadRequest, id: number): Promise<ShippingAddress> {
  const user = req.user as User
  const { docs } = await req.payload.find({
    collection: 'shipping-addresses',
    where: { and: [{ id: { equals: id } }, { customer: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true, // the customer filter above is the rule
    req,
  })
  const doc = docs[0]
  if (!doc) throw new NotFoundError(ADDRESS_BOOK_MESSAGES.notFound)
  return doc
}
