import type { SeedContext } from './context'
import { LISTING_PAGES, STORE_PLATFORM_FILTERS } from './data/listings'
import { upsert } from './upsert'

/** The listing pages (storefront.md section 2), bound to their products and filters by page settings. */
export async function writeListingPages(
  ctx: SeedContext,
  platforms: Record<string, number>,
  categories: Record<string, number>,
): Promise<void> {
  const platformFilters = STORE_PLATFORM_FILTERS.flatMap((f) => {
    const platform = platforms[f.platform]
    return platform ? [{ value: f.value, label: f.label, platform }] : []
  })
  for (const page of LISTING_PAGES) {
    await upsert(
      ctx,
      'pages',
      { path: { equals: page.path } },
      {
        title: page.title,
        path: page.path,
        kind: 'listing',
        listing: {
          intro: page.intro,
          types: page.types,
          categories: page.categories.flatMap((slug) => (categories[slug] ? [categories[slug]] : [])),
          facet: page.facet,
          platformFilters: page.facet === 'platform' ? platformFilters : [],
          pageSize: 24,
          amazonGroup: page.amazonGroup ?? null,
        },
        seo: { title: `${page.title} | Padforge`, description: page.intro },
      },
    )
  }
  ctx.log(`pages: ${LISTING_PAGES.length} listings`)
}
