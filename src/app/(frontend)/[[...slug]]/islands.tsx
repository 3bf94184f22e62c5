'use client'

import dynamic from 'next/dynamic'

// This route serves the home page, content pages, the cart and creator routes alike, and a route loads the code of
// every client component it imports. Through these, each in a chunk of its own and still rendered on the server, a
// page loads only the code of what it shows: the home page none of the creator, the cart, or the review buttons.

export const PackedCreator = dynamic(() => import('@/components/creator/Creator').then((m) => m.PackedCreator))
export const Checkout = dynamic(() => import('@/components/Checkout').then((m) => m.Checkout))
export const ReviewCreateRedirect = dynamic(() =>
  import('@/components/reviews/ReviewCreateRedirect').then((m) => m.ReviewCreateRedirect),
)
