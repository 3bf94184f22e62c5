'use client'

import dynamic from 'next/dynamic'

// Listings are served by the catch-all route too (docs/caching.md, "Lighter JavaScript"): their islands come through
// next/dynamic, each in a chunk of its own, so the home page and content pages load none of them.

export const ListingFilters = dynamic(() => import('./ListingFilters').then((m) => m.ListingFilters))
export const RecentlyViewedSlider = dynamic(
  () => import('@/components/recently-viewed/RecentlyViewedSlider').then((m) => m.RecentlyViewedSlider),
  { ssr: false },
)
export { CompareBar } from '@/components/compare/LazyCompareBar'
