import type { Config, Plugin } from 'payload'
import { Countries } from './Countries'
import { countriesListEndpoint } from './endpoints/countries-list'

export { Countries } from './Countries'
export { COUNTRIES_TAG } from './cache-tag'
export { countriesListEndpoint } from './endpoints/countries-list'
export { getShippingCountries, readShippingCountries, shippingCountryLookup } from './queries'

/**
 * Countries and their states as data (account.md section 5, checkout.md sections 3 and 7): the `countries` collection
 * (admins edit it under Shop settings) and GET /api/order/countries-list. Register it before `cachePlugin()`.
 */
export function countriesPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), Countries],
    endpoints: [...(config.endpoints ?? []), countriesListEndpoint],
  })
}
