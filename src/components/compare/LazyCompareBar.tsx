'use client'

import dynamic from 'next/dynamic'

/**
 * The compare bar as a client island in a chunk of its own, rendered only in the browser (it reads localStorage), so
 * the cached pages that carry it (listings, standard product pages) stay the same for everybody.
 */
export const CompareBar = dynamic(() => import('./CompareBar').then((m) => m.CompareBar), { ssr: false })
