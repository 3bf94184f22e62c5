import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import { getShippingCountries } from '../queries'

/**
 * GET /api/order/countries-list (checkout.md section 7): `{ countries: [{ code, name, postal_required, state_required,
 * states?: [{ name, abbreviation }] }] }`, the countries the store ships to, the United States first. Served from the
 * data cache (an admin's edit invalidates it); browsers may keep it five minutes.
 */
export const countriesListEndpoint = defineEndpoint({
  path: '/order/countries-list',
  method: 'get',
  caller: callers.anyone, // public: every address form reads it
  handler: async ({ req }) =>
    Response.json(
      { countries: await getShippingCountries(req.payload) },
      { headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=60' } },
    ),
})
