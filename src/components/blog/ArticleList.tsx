import { Newspaper } from 'lucide-react'
import Link from 'next/link'
import { Picture } from '@/components/Picture'
import type { ArticleCard } from '@/plugins/blog/queries'
import styles from './ArticleList.module.css'

const dateText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' }).format(new Date(iso))

/** Article cards (picture, date, title, excerpt) and previous / next pages. */
export function ArticleList({ articles, page, pages }: { articles: ArticleCard[]; page: number; pages: number }) {
  if (articles.length === 0) return <p className={styles.empty}>No articles yet: come back soon.</p>
  return (
    <>
      <ul className={styles.grid}>
        {articles.map((article) => (
          <li key={article.id} className={styles.card}>
            <div className={styles.media}>
              {article.image ? (
                <Picture
                  src={article.image.url}
                  alt=""
                  width={article.image.width ?? 800}
                  height={article.image.height ?? 450}
                  sizes="(max-width: 700px) 100vw, 400px"
                  className={styles.image}
                />
              ) : (
                <Newspaper aria-hidden="true" size={36} />
              )}
            </div>
            <div className={styles.body}>
              {article.publishedAt && (
                <time className={styles.date} dateTime={article.publishedAt}>
                  {dateText(article.publishedAt)}
                </time>
              )}
              <h2 className={styles.title}>
                <Link href={article.url} className={styles.link}>
                  {article.title}
                </Link>
              </h2>
              <p className={styles.excerpt}>{article.excerpt}</p>
            </div>
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
