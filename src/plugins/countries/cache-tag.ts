/** The cache tag of the countries list (GET /api/order/countries-list): any write to `countries` invalidates it. */
export const COUNTRIES_TAG = 'countries'
