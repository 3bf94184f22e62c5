/**
 * next.config.ts rewrites that send the per-shopper review pages to their own, uncached route
 * (src/app/(frontend)/review-form): the catch-all route that serves creator and content pages is cached for
 * everybody, so it must never read who is signed in. Pure: no framework import.
 */

/** The URL prefix of the review form route. Internal: shoppers see the creator path. */
export const REVIEW_FORM_ROUTE = '/review-form'

/** Paths Next or Payload own: never rewritten. */
const NOT_PAGES = '(?!api(?:/|$)|admin(?:/|$)|_next/|review-form(?:/|$)|previews/|img/)'

export const reviewFormRewrites = [
  // {creator path}/reviews/create and {creator path}/reviews/{id}/edit (src/lib/reviews/route.ts).
  { source: `/:base(${NOT_PAGES}.+)/reviews/create`, destination: `${REVIEW_FORM_ROUTE}/:base/reviews/create` },
  {
    source: `/:base(${NOT_PAGES}.+)/reviews/:id(\\d+)/edit`,
    destination: `${REVIEW_FORM_ROUTE}/:base/reviews/:id/edit`,
  },
]
