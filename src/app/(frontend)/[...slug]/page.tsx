import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPageByPath, pathFromSegments } from '@/lib/storefront/pages'
import { getEnabledPlatforms } from '@/lib/storefront/platforms'
import { idOf } from '@/lib/storefront/relations'
import { ContentPage } from './ContentPage'
import { CreatorLanding } from './CreatorLanding'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string[] }> }

async function loadPage(params: Props['params']) {
  const { slug } = await params
  const path = pathFromSegments(slug)
  return path ? getPageByPath(path) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPage(params)
  if (!page) return { title: 'Page not found · Padforge' }
  return {
    title: page.seo?.title || `${page.title} · Padforge`,
    description: page.seo?.description || undefined,
  }
}

export default async function CatchAllPage({ params }: Props) {
  const page = await loadPage(params)
  if (!page) notFound()

  if (page.kind === 'creator') {
    // Loaded on its own (depth 1) so its preview images are populated; disabled platforms have no creator.
    const platformId = idOf(page.creatorPlatform)
    const platform = (await getEnabledPlatforms()).find((p) => p.id === platformId)
    if (!platform) notFound()
    return <CreatorLanding page={page} platform={platform} />
  }
  return <ContentPage page={page} />
}
