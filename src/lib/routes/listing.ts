import { LISTING_QUERY_KEYS } from '../storefront/listing-query'

/**
 * next.config.ts rewrites for listings with a filter, sort or page in the query (storefront.md section 2:
 * `/store?platform[]=playstation-5`): the catch-all route that serves a listing's default view is cached per path and
 * never reads the query, so these requests go to their own route (src/app/(frontend)/listing), which reads the query
 * and takes the products from the data cache. Pure: no framework import.
 */

/** The URL prefix of the filtered listing route. Internal: shoppers see the listing's path. */
export const LISTING_ROUTE = '/listing'

/** Routes of their own (src/app) and what Next or Payload own: never rewritten, whatever their query. */
export const OWN_ROUTES = [
  'api',
  'admin',
  '_next',
  'listing',
  'account',
  'affiliates',
  'blog',
  'configured-controller',
  'configured-controller-reviews',
  'compare',
  'contact-us',
  'empty-shopping-cart',
  'img',
  'newsletter',
  'password',
  'previews',
  'product',
  'ps4-macro-controller',
  'returns',
  'review-form',
  'search',
  'thanks',
] as const

const NOT_OWN = `(?!(?:${OWN_ROUTES.join('|')})(?:/|$))`

export const listingRewrites = LISTING_QUERY_KEYS.map((key) => ({
  source: `/:path(${NOT_OWN}.+)`,
  has: [{ type: 'query' as const, key }],
  destination: `${LISTING_ROUTE}/:path`,
}))
