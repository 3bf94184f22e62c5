'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { callAccount } from '@/components/account/api'
import { ListSkeleton } from '@/components/account/orders/ListParts'
import { FormAlert } from '@/components/forms/FormAlert'
import { ExternalLink, MessageSquare, RotateCw } from '@/components/icons'
import { useViewer } from '@/components/session'
import { activityPages, type ForumActivityPage, pageFromQuery } from '@/lib/forum/activity'
import { ActivityCard } from './ActivityCard'
import styles from './ForumActivity.module.css'
import { PageLinks } from './PageLinks'

export const FORUM_ACTIVITY_API = '/api/account/forum/activities'

type State =
  | { status: 'loading' }
  | { status: 'ready'; answer: ForumActivityPage }
  | { status: 'failed'; message: string }

/**
 * The customer's forum topics and replies, ten a page, newest first (GET /api/account/forum/activities?page=N), the
 * page number in the address (`?page=2`) so every page has its link. Loading: skeletons; the forum down: its message
 * and Try again; nothing posted: what shows here and a link to the forum.
 */
export function ForumActivityList() {
  const page = pageFromQuery(useSearchParams().get('page'))
  const pathname = usePathname()
  const { forum } = useViewer()
  const [state, setState] = useState<State>({ status: 'loading' })

  const load = useCallback(async () => {
    setState({ status: 'loading' })
    const reply = await callAccount<ForumActivityPage>(`${FORUM_ACTIVITY_API}?page=${page}`)
    setState(reply.ok ? { status: 'ready', answer: reply.value } : { status: 'failed', message: reply.message })
  }, [page])

  useEffect(() => {
    void load()
  }, [load])

  if (state.status === 'loading') return <ListSkeleton label="Loading your forum activity" />
  if (state.status === 'failed')
    return (
      <div className={styles.failed}>
        <FormAlert tone="error" message={state.message} />
        <button type="button" className="button button-secondary" onClick={() => void load()}>
          <RotateCw aria-hidden="true" size={16} /> Try again
        </button>
      </div>
    )

  const { answer } = state
  const pages = activityPages(answer.totalResults)
  if (answer.results.length === 0)
    return (
      <div className={styles.empty} data-empty>
        <MessageSquare aria-hidden="true" size={32} className={styles.emptyIcon} />
        {page > 1 && answer.totalResults > 0 ? (
          <>
            <p className={styles.emptyTitle}>Nothing on this page</p>
            <p className={styles.muted}>Your forum activity ends before page {page}.</p>
            <a href={pathname} className="button button-primary">
              Back to page 1
            </a>
          </>
        ) : (
          <>
            <p className={styles.emptyTitle}>No forum activity yet</p>
            <p className={styles.muted}>
              Topics you start and replies you post in the Padforge forum show up here. Sign in to the forum with the
              e-mail address of this account and they will be listed.
            </p>
            {forum && (
              <a href={forum.url} className="button button-primary">
                Visit the forum <ExternalLink aria-hidden="true" size={16} />
              </a>
            )}
          </>
        )}
      </div>
    )

  return (
    <div className={styles.activity}>
      <p className={styles.muted}>
        {answer.totalResults} {answer.totalResults === 1 ? 'post' : 'posts'} · page {page} of {pages}
      </p>
      <ol className={styles.list} aria-label={`Forum activity, page ${page}`}>
        {answer.results.map((item) => (
          <li key={item.id}>
            <ActivityCard item={item} />
          </li>
        ))}
      </ol>
      <PageLinks page={page} pages={pages} path={pathname} />
    </div>
  )
}
