import type { ReactNode } from 'react'
import { Award } from '@/components/icons'
import { starLabel } from '@/lib/reviews/labels'
import type { PublicReview } from '@/plugins/reviews'
import styles from './reviews.module.css'
import { Stars } from './Stars'

/** One review: stars, headline, text, who and when; the best review is marked. `actions` are Edit / Delete. */
export function ReviewCard({ review, actions }: { review: PublicReview; actions?: ReactNode }) {
  return (
    <article className={review.is_best_review ? `${styles.card} ${styles.best}` : styles.card} data-review={review.id}>
      {review.is_best_review && (
        <p className={styles.bestBadge}>
          <Award aria-hidden="true" size={16} /> Best review
        </p>
      )}
      <div className={styles.cardHead}>
        <Stars rating={review.stars} />
        <span className={styles.starWords}>{starLabel(review.stars)}</span>
      </div>
      {review.headline && <h3 className={styles.headline}>{review.headline}</h3>}
      <p className={styles.text}>{review.text}</p>
      <p className={styles.byline}>
        <span className={styles.author}>{review.name}</span>
        {review.created_at_formatted && (
          <>
            {' · '}
            <time>{review.created_at_formatted}</time>
          </>
        )}
      </p>
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </article>
  )
}
