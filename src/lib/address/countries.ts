/**
 * Countries as the address rules read them: the shape `GET /api/order/countries-list` answers (checkout.md section
 * 7), and a lookup by code. Pure: the browser builds its lookup from that answer, the server from the `countries`
 * collection, and both run the same rules.
 */
export interface CountryState {
  name: string
  abbreviation: string
}

export interface Country {
  code: string
  name: string
  postal_required: boolean
  state_required: boolean
  /** Only countries with a state selector (US and GB in the seed) have a list. */
  states?: CountryState[]
}

/** A country by its ISO code (any case); undefined for a code the store does not ship to. */
export type CountryLookup = (code: string) => Country | undefined

export function countryLookup(countries: readonly Country[]): CountryLookup {
  const byCode = new Map(countries.map((c) => [c.code.toUpperCase(), c]))
  return (code) => byCode.get(code.trim().toUpperCase())
}

/** The country picks its state from a list (a select) rather than typing it (`state_string`). */
export const hasStateList = (country: Country): boolean => (country.states?.length ?? 0) > 0

/** checkout.md section 5: "ZIP is required for US or when the country flags postal_required". */
export const zipRequired = (country: Country | undefined): boolean =>
  !country || country.code === 'US' || country.postal_required

/** The state from the country's list, by abbreviation or by name (any case). */
export function findState(country: Country, value: string): CountryState | undefined {
  const wanted = value.trim().toUpperCase()
  if (!wanted) return undefined
  return country.states?.find((s) => s.abbreviation.toUpperCase() === wanted || s.name.toUpperCase() === wanted)
}

/** The order a country select shows: the United States first, then by name. */
export function sortCountries<T extends { code: string; name: string }>(countries: readonly T[]): T[] {
  const collator = new Intl.Collator('en', { sensitivity: 'base' })
  return [...countries].sort((a, b) => {
    if (a.code === 'US' || b.code === 'US') return a.code === 'US' ? (b.code === 'US' ? 0 : -1) : 1
    return collator.compare(a.name, b.name)
  })
}
