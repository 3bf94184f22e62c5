import type { Payload } from 'payload'
import { type Address, checkAddress } from '../../../lib/address'
import { RuleError } from '../../../lib/errors'
import { shippingCountryLookup } from '../../countries'

/**
 * The address a client sent (flat, or wrapped as `{ address: {...} }` like the spec's payload), checked against the
 * countries the store ships to: RuleError (422) with the spec's messages by field otherwise.
 */
export async function checkedAddress(payload: Payload, body: Record<string, unknown>): Promise<Address> {
  const inner = body.address
  const form = inner && typeof inner === 'object' && !Array.isArray(inner) ? inner : body
  const check = checkAddress(form, await shippingCountryLookup(payload))
  if (!check.ok) throw new RuleError(check.message, check.errors)
  return check.value
}

/** `primary: true` (or `is_primary: true`) asks for the address to become the primary one. */
export const wantsPrimary = (body: Record<string, unknown>): boolean => {
  const inner = body.address as Record<string, unknown> | undefined
  return body.primary === true || body.is_primary === true || (typeof inner === 'object' && inner?.primary === true)
}
