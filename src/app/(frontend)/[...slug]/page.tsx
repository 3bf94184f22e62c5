import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { idOf } from '@/lib/relations'
import { reviewRouteOf } from '@/lib/reviews'
import { getPageByPath, pathFromSegments } from '@/server/storefront/pages'
import { getEnabledPlatforms } from '@/server/storefront/platforms'
import { getSiteSettings } from '@/server/storefront/site-settings'
import { CartPage } from './CartPage'
import { ContentPage } from './ContentPage'
import { CreatorPage } from './CreatorPage'
import { ReviewRoutePage, reviewRouteMetadata } from './ReviewRoutePage'
import { redirectToReviewForm } from './review-create'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ slug: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function loadPage(params: Props['params']) {
  const { slug } = await params
  const path = pathFromSegments(slug)
  return path ? getPageByPath(path) : null
}

/** Is this the shopping cart path (a site setting, so it cannot be a route of its own)? */
async function isCartPath(params: Props['params']): Promise<boolean> {
  const { slug } = await params
  return pathFromSegments(slug) === (await getSiteSettings()).shoppingCartPath
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const review = reviewRouteOf((await params).slug)
  if (review) return reviewRouteMetadata(review)
  if (await isCartPath(params)) return { title: 'Shopping Cart · Padforge', robots: { index: false } }
  const page = await loadPage(params)
  if (!page) return { title: 'Page not found · Padforge' }
  return {
    title: page.seo?.title || `${page.title} · Padforge`,
    description: page.seo?.description || undefined,
  }
}

export default async function CatchAllPage({ params, searchParams }: Props) {
  // Review pages under a creator path: {creator path}/reviews/create and {creator path}/reviews/{id}/edit.
  const review = reviewRouteOf((await params).slug)
  if (review) return <ReviewRoutePage route={review} search={await searchParams} />
  if (await isCartPath(params)) return <CartPage />
  const page = await loadPage(params)
  if (!page) notFound()

  if (page.kind === 'creator') {
    // Loaded on its own (depth 1) so its preview images are populated; disabled platforms have no creator.
    const platformId = idOf(page.creatorPlatform)
    const platform = (await getEnabledPlatforms()).find((p) => p.id === platformId)
    if (!platform) notFound()
    await redirectToReviewForm(page.path, await searchParams)
    return <CreatorPage page={page} platform={platform} />
  }
  return <ContentPage page={page} />
}
