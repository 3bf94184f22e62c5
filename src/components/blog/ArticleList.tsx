import Link from 'next/link'
import type { ArticleCard } from '@/plugins/blog'
import { ArticleCardView } from './ArticleCard'
import styles from './ArticleList.module.css'

/** Article cards (picture, date, title, excerpt) and previous / next pages. */
export function ArticleList({ articles, page, pages }: { articles: ArticleCard[]; page: number; pages: number }) {
  if (articles.length === 0) return <p className={styles.empty}>No articles yet: come back soon.</p>
  return (
    <>
      <ul className={styles.grid}>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCardView article={article} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pages} aria-label="Pages">
          {page > 1 && <Link href={`/blog?page=${page - 1}`}>Newer articles</Link>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <Link href={`/blog?page=${page + 1}`}>Older articles</Link>}
        </nav>
      )}
    </>
  )
}
