'use client'

import dynamic from 'next/dynamic'

// The slider is served by the catch-all route's listing pages: its swiper comes in a chunk of its own (docs/caching.md,
// "Lighter JavaScript"), still rendered on the server.
export const AmazonCarousel = dynamic(() => import('./AmazonCarousel').then((m) => m.AmazonCarousel))
