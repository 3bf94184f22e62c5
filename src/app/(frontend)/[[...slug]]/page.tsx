import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ListingView } from '@/components/Listing'
import { idOf } from '@/lib/relations'
import { getPageByPath, pathFromSegments } from '@/storefront/pages'
import { getEnabledPlatforms } from '@/storefront/platforms'
import { getSiteSettings } from '@/storefront/site-settings'
import { CartPage } from './CartPage'
import { ContentPage } from './ContentPage'
import { CreatorPage } from './CreatorPage'
import { HomePage } from './HomePage'
import { listingMetadata } from './listing-metadata'

// Every path is rendered on its first request and then served from the cache until the data it shows changes
// (docs/caching.md). Nothing here reads cookies, headers or the query: the page is the same for every shopper.
// Review forms (per shopper) are rewritten to /review-form in next.config.ts.
export const generateStaticParams = async () => []

type Props = { params: Promise<{ slug?: string[] }> }

async function pathOf(params: Props['params']): Promise<string | null> {
  const { slug } = await params
  return slug?.length ? pathFromSegments(slug) : '/'
}

async function loadPage(params: Props['params']) {
  const path = await pathOf(params)
  return path && path !== '/' ? getPageByPath(path) : null
}

/** Is this the shopping cart path (a site setting, so it cannot be a route of its own)? */
async function isCartPath(params: Props['params']): Promise<boolean> {
  return (await pathOf(params)) === (await getSiteSettings()).shoppingCartPath
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if ((await pathOf(params)) === '/') return {}
  if (await isCartPath(params)) return { title: 'Shopping Cart · Padforge', robots: { index: false } }
  const page = await loadPage(params)
  if (!page) return { title: 'Page not found · Padforge' }
  if (page.kind === 'listing') return listingMetadata(page)
  return {
    title: page.seo?.title || `${page.title} · Padforge`,
    description: page.seo?.description || undefined,
  }
}

export default async function CatchAllPage({ params }: Props) {
  if ((await pathOf(params)) === '/') return <HomePage />
  if (await isCartPath(params)) return <CartPage />
  const page = await loadPage(params)
  if (!page) notFound()

  if (page.kind === 'creator') {
    // Loaded on its own (depth 1) so its preview images are populated; disabled platforms have no creator.
    const platformId = idOf(page.creatorPlatform)
    const platform = (await getEnabledPlatforms()).find((p) => p.id === platformId)
    if (!platform) notFound()
    return <CreatorPage page={page} platform={platform} />
  }
  // A listing's default view (no filter, sort or page in the query; those go to src/app/(frontend)/listing).
  if (page.kind === 'listing') return <ListingView page={page} />
  return <ContentPage page={page} />
}
