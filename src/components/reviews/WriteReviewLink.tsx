'use client'

import Link from 'next/link'
import { PenLine } from '@/components/icons'
import { useViewer } from '@/components/session'
import { mayWriteReview } from '@/lib/session'

/**
 * 'Write a review', for guests and customers who may comment (storefront.md section 2). Rendered in the browser: the
 * page around it is cached for everybody.
 */
export function WriteReviewLink({ href, primary = false }: { href: string; primary?: boolean }) {
  const { viewer } = useViewer()
  if (!mayWriteReview(viewer)) return null
  return (
    <Link href={href} className={primary ? 'button button-primary' : 'button button-secondary'}>
      <PenLine aria-hidden="true" size={18} /> Write a review
    </Link>
  )
}
