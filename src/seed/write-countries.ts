import type { SeedContext } from './context'
import { inPool } from './context'
import { type SeedCountry, seedCountries } from './data/countries'

const sameStates = (a: SeedCountry['states'], b: Array<{ code?: string | null; name?: string | null }>) =>
  a.length === b.length && a.every((s, i) => s.code === b[i]?.code && s.name === b[i]?.name)

/**
 * The countries and the US and GB state lists (src/seed/data/countries.ts). Matched by code: a missing country is
 * created, one that differs from the data is updated, the rest is left alone, so a second run writes nothing.
 */
export async function writeCountries(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  const { docs } = await payload.find({
    collection: 'countries',
    depth: 0,
    pagination: false,
    overrideAccess: true, // the seed writes as the system, not as a user
  })
  const existing = new Map(docs.map((d) => [d.code, d]))
  let written = 0
  await inPool(seedCountries(), 4, async (country) => {
    const found = existing.get(country.code)
    if (
      found &&
      found.name === country.name &&
      Boolean(found.enabled) === country.enabled &&
      Boolean(found.postalRequired) === country.postalRequired &&
      Boolean(found.stateRequired) === country.stateRequired &&
      sameStates(country.states, found.states ?? [])
    )
      return
    written += 1
    if (found)
      await payload.update({ collection: 'countries', id: found.id, data: country, depth: 0, overrideAccess: true }) // the seed writes as the system, not as a user
    else await payload.create({ collection: 'countries', data: country, depth: 0, overrideAccess: true }) // the seed writes as the system, not as a user
  })
  ctx.log(`countries: ${written} written`)
}
