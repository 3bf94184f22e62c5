import { redirect } from 'next/navigation'
import { currentViewer } from '@/components/reviews/viewer'
import { createReviewUrl } from '@/lib/reviews'

type SearchParams = Record<string, string | string[] | undefined>

/**
 * "A review-create query parameter on a page sends a customer allowed to comment to {current path}/reviews/create"
 * (storefront.md section 2). Guests may comment too, so they go as well; a customer without canComment stays. A
 * numeric value names the prebuilt product to review (`?review-create=12`).
 */
export async function redirectToReviewForm(path: string, search: SearchParams): Promise<void> {
  if (!('review-create' in search)) return
  const viewer = await currentViewer()
  if (viewer && !viewer.canComment) return
  const value = search['review-create']
  const product = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
  redirect(createReviewUrl(path, product))
}
