import type { Metadata } from 'next'
import { ListingView } from '@/components/Listing'
import { parseListingQuery } from '@/lib/storefront/listing-query'
import { facetValues } from '@/lib/storefront/listing-where'
import { listingSettingsOf } from '@/storefront/listing'
import { getPageByPath, pathFromSegments } from '@/storefront/pages'
import { listingMetadata } from '../../[[...slug]]/listing-metadata'
import CatchAllPage, { generateMetadata as catchAllMetadata } from '../../[[...slug]]/page'

// A listing with a filter, sort or page in its query (next.config.ts rewrites it here, src/lib/routes/listing.ts).
// Rendered per request: the query is read here, the products come from the data cache (src/storefront/listing).
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ path: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function load(params: Props['params']) {
  const path = pathFromSegments((await params).path)
  const page = path ? await getPageByPath(path) : null
  return { path, page: page?.kind === 'listing' ? page : null }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { page } = await load(params)
  if (!page) return catchAllMetadata({ params: params.then(({ path }) => ({ slug: path })) })
  return listingMetadata(page, await searchParams)
}

export default async function FilteredListingPage({ params, searchParams }: Props) {
  const { page } = await load(params)
  // Another kind of page with a stray query: shown exactly as its own route shows it.
  if (!page) return <CatchAllPage params={params.then(({ path }) => ({ slug: path }))} />
  const settings = listingSettingsOf(page)
  const allowed = facetValues(settings).map((v) => v.value)
  return <ListingView page={page} query={parseListingQuery(await searchParams, settings.facet, allowed)} />
}
