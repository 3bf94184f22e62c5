import type { Metadata } from 'next'
import type { Page } from '@/payload-types'

/**
 * A listing's title and description. Filtered, sorted and paged views name the listing's plain path as canonical,
 * so search engines keep one page per listing.
 */
export function listingMetadata(page: Page, query?: Record<string, unknown>): Metadata {
  const varied = query !== undefined && Object.keys(query).length > 0
  return {
    title: page.seo?.title || `${page.title} · Padforge`,
    description: page.seo?.description || page.listing?.intro || undefined,
    ...(varied ? { alternates: { canonical: page.path } } : {}),
  }
}
