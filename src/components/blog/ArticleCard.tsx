'use client'

import Link from 'next/link'
import { Newspaper } from '@/components/icons'
import { Picture } from '@/components/Picture'
import type { ArticleCard } from '@/plugins/blog'
import styles from './ArticleList.module.css'

/**
 * One article's card (picture, date, title, excerpt): the blog's list and the article slider. `headingLevel`: h2 in
 * the list, h3 under a slider's title.
 */
export function ArticleCardView({
  article,
  headingLevel: Heading = 'h2',
}: {
  article: ArticleCard
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <article className={styles.card}>
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
        {article.publishedAt && article.publishedOn && (
          <time className={styles.date} dateTime={article.publishedAt}>
            {article.publishedOn}
          </time>
        )}
        <Heading className={styles.title}>
          <Link href={article.url} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{article.excerpt}</p>
      </div>
    </article>
  )
}
