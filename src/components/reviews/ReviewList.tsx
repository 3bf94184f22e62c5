'use client'

import { lazy, Suspense, useState } from 'react'
import { Pencil, Trash2 } from '@/components/icons'
import { useViewer } from '@/components/session'
import { mayWriteReview } from '@/lib/session'
import type { PublicReview, ReviewPage } from '@/plugins/reviews'
import { callReviews } from './api'
import { ReviewCard } from './ReviewCard'
import styles from './reviews.module.css'
// A dialog's opener must be known from the first click on, before the dialog's code has loaded.
import '@/components/modal/last-touched'

// Only admins delete, rarely: the confirmation's code loads when one points at or focuses a Delete button.
const loadConfirmDelete = () => import('./ConfirmDelete')
const ConfirmDelete = lazy(() => loadConfirmDelete().then((m) => ({ default: m.ConfirmDelete })))
const preloadConfirmDelete = () => void loadConfirmDelete().catch(() => {})

interface Props {
  initial: Pick<ReviewPage, 'data' | 'next_page_url'>
  /** Said when there are no reviews yet. */
  empty: string
  /** Added to `empty` for a shopper who may write a review. */
  invite?: string
}

/**
 * A list of reviews, best first: 'Load more' POSTs `next_page_url`; the author who can comment gets Edit (the URL
 * comes from GET /api/reviews/edit-link/{id}); admins get 'Delete as Admin' with the spec's confirmation. The page is
 * cached for everybody: who is looking comes from the browser's GET /api/session (useViewer).
 */
export function ReviewList({ initial, empty, invite }: Props) {
  const { viewer } = useViewer()
  const [reviews, setReviews] = useState<PublicReview[]>(initial.data)
  const [next, setNext] = useState(initial.next_page_url)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)

  async function loadMore() {
    if (!next) return
    setBusy(true)
    setFailure(null)
    const result = await callReviews<ReviewPage>(next, 'POST', {})
    setBusy(false)
    if (!result.ok) return setFailure(result.message)
    const seen = new Set(reviews.map((r) => r.id))
    setReviews([...reviews, ...result.value.data.filter((r) => !seen.has(r.id))])
    setNext(result.value.next_page_url)
  }

  async function edit(id: number) {
    setFailure(null)
    const result = await callReviews<{ url: string }>(`/api/reviews/edit-link/${id}`, 'GET')
    if (result.ok) window.location.assign(result.value.url)
    else setFailure(result.message)
  }

  async function remove(yes: boolean) {
    const id = deleting
    if (!yes || id === null) return setDeleting(null)
    setBusy(true)
    const result = await callReviews(`/api/reviews/${id}`, 'DELETE')
    setBusy(false)
    setDeleting(null)
    if (result.ok) setReviews(reviews.filter((r) => r.id !== id))
    else setFailure(result.message)
  }

  const actions = (review: PublicReview) => {
    const author = viewer?.canComment && review.customer_id === viewer.id
    if (!author && !viewer?.isAdmin) return undefined
    return (
      <>
        {author && (
          <button type="button" className={styles.action} onClick={() => edit(review.id)}>
            <Pencil aria-hidden="true" size={16} /> Edit
          </button>
        )}
        {viewer?.isAdmin && (
          <button
            type="button"
            className={styles.actionDanger}
            onClick={() => setDeleting(review.id)}
            onPointerEnter={preloadConfirmDelete}
            onFocus={preloadConfirmDelete}
          >
            <Trash2 aria-hidden="true" size={16} /> Delete as Admin
          </button>
        )}
      </>
    )
  }

  return (
    <div className={styles.listWrap}>
      {reviews.length === 0 ? (
        <p className={styles.empty}>
          {empty}
          {invite && mayWriteReview(viewer) ? ` ${invite}` : ''}
        </p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} actions={actions(review)} />
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      {next && (
        <button type="button" className={`button button-secondary ${styles.more}`} onClick={loadMore} disabled={busy}>
          {busy ? 'Loading…' : 'Load more'}
        </button>
      )}
      {deleting !== null && (
        <Suspense fallback={null}>
          <ConfirmDelete onAnswer={remove} busy={busy} />
        </Suspense>
      )}
    </div>
  )
}
