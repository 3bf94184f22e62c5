import { Breadcrumbs } from '@/components/Breadcrumbs'
import { RichText } from '@/components/RichText'
import type { Page } from '@/payload-types'
import styles from './page.module.css'

/** A `pages` doc of kind 'content': title and Lexical body. */
export function ContentPage({ page }: { page: Page }) {
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: page.title }]} />
      <article className={styles.article}>
        <h1 className={styles.articleTitle}>{page.title}</h1>
        {page.content ? (
          <RichText data={page.content} />
        ) : (
          <p className={styles.muted}>This page has no content yet.</p>
        )}
      </article>
    </div>
  )
}
