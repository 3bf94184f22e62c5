import type { Payload } from 'payload'
import { cachedRead } from '../../cache'
import { type Country, type CountryLookup, countryLookup, sortCountries } from '../../lib/address'
import { COUNTRIES_TAG } from './cache-tag'

/** The enabled countries in the spec's shape (checkout.md section 7), the United States first, then by name. */
export async function readShippingCountries(payload: Payload): Promise<Country[]> {
  const { docs } = await payload.find({
    collection: 'countries',
    where: { enabled: { equals: true } },
    depth: 0,
    pagination: false,
    select: { code: true, name: true, postalRequired: true, stateRequired: true, states: true },
    overrideAccess: true, // public data: everyone reads countries
  })
  return sortCountries(
    docs.map((doc) => {
      const states = (doc.states ?? []).map((s) => ({ name: s.name, abbreviation: s.code }))
      return {
        code: doc.code,
        name: doc.name,
        postal_required: Boolean(doc.postalRequired),
        state_required: Boolean(doc.stateRequired),
        ...(states.length ? { states } : {}),
      }
    }),
  )
}

/** The same list from Next's data cache, until an admin changes a country (tag `countries`). */
export const getShippingCountries = cachedRead(
  'countries-list',
  async (payload: Payload) => readShippingCountries(payload),
  () => [COUNTRIES_TAG],
)

/** The address rules' lookup over the countries the store ships to. */
export async function shippingCountryLookup(payload: Payload): Promise<CountryLookup> {
  return countryLookup(await getShippingCountries(payload))
}
