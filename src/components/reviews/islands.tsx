'use client'

import dynamic from 'next/dynamic'

// The review islands in chunks of their own (still rendered on the server): pages of a shared route that show no
// reviews do not load their code (src/app/(frontend)/[[...slug]]/islands.tsx).

export const ReviewList = dynamic(() => import('./ReviewList').then((m) => m.ReviewList))
export const WriteReviewLink = dynamic(() => import('./WriteReviewLink').then((m) => m.WriteReviewLink))
