import type { Metadata } from 'next'
import { NewsletterLink } from '@/components/Newsletter/NewsletterLink'
import styles from '../newsletter.module.css'

export const metadata: Metadata = { title: 'Newsletter subscription · Padforge', robots: { index: false } }

/** The link of the newsletter mail: the same HTML for everybody; the browser reads the link's query and posts it. */
export default function NewsletterConfirmPage() {
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card}>
        <h1 className={styles.title}>Newsletter subscription</h1>
        <NewsletterLink action="confirm" />
      </section>
    </div>
  )
}
