import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { Suspense } from 'react'
import styles from '@/components/account/account.module.css'
import { ForumActivityList } from '@/components/account/forum/ForumActivityList'
import { ListSkeleton } from '@/components/account/orders/ListParts'
import { forumActivityConfigured } from '@/plugins/forum'

export const metadata: Metadata = { title: 'Forum Activity · Padforge' }

/**
 * Forum Activity (account.md section 2: /account/forum-activity): the customer's own forum topics and replies, filled
 * in the browser like every account page. Not found when no forum (or no key to find accounts with) is configured,
 * read at each request (the page holds nothing per shopper, so rendering it per request costs only the shell).
 */
export default async function ForumActivityPage() {
  await connection()
  if (!forumActivityConfigured()) notFound()
  return (
    <>
      <h1 className={styles.pageTitle}>Forum Activity</h1>
      <Suspense fallback={<ListSkeleton label="Loading your forum activity" />}>
        <ForumActivityList />
      </Suspense>
    </>
  )
}
