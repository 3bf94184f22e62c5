import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { ArticleList } from '@/components/blog/ArticleList'
import { getArticlePage } from '@/storefront/blog'
import styles from './blog.module.css'

// The page number is in the query, so this renders per request; the articles come from the data cache (tag posts).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Blog · Padforge',
  description: 'Guides, workshop stories and news about custom controllers.',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function BlogPage({ searchParams }: Props) {
  const raw = (await searchParams).page
  const page = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Math.max(Number(raw), 1) : 1
  const { articles, pages } = await getArticlePage(page)
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Blog' }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>Blog</h1>
        <p className={styles.lead}>Guides, workshop stories and news about custom controllers.</p>
      </header>
      <ArticleList articles={articles} page={Math.min(page, pages)} pages={pages} />
    </div>
  )
}
