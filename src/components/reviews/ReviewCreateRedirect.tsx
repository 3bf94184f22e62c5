'use client'

import { useEffect } from 'react'
import { useViewer } from '@/components/session'
import { createReviewUrl } from '@/lib/reviews/target'
import { mayWriteReview } from '@/lib/session'

/**
 * "A review-create query parameter on a page sends a customer allowed to comment to {current path}/reviews/create"
 * (storefront.md section 2): guests may comment too, so they go as well; a customer without canComment stays. A
 * numeric value names the prebuilt product to review (`?review-create=12`). Done in the browser, once it knows who is
 * looking: the creator page is cached for everybody and never reads the query.
 */
export function ReviewCreateRedirect({ creatorPath }: { creatorPath: string }) {
  const { viewer, known } = useViewer()
  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    if (!known || !query.has('review-create') || !mayWriteReview(viewer)) return
    const value = query.get('review-create') ?? ''
    window.location.replace(createReviewUrl(creatorPath, /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null))
  }, [known, viewer, creatorPath])
  return null
}
