import { STAR_VALUES } from '@/lib/reviews/labels'
import type { ReviewTotals } from '@/lib/reviews/totals'
import { starShare } from '@/lib/reviews/totals'
import styles from './reviews.module.css'
import { Stars } from './Stars'

/** The totals: average rating with stars, the count, and a bar per number of stars. */
export function ReviewSummary({ totals }: { totals: ReviewTotals }) {
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <span className={`${styles.averageNumber} tabular`}>{totals.total ? totals.rating.toFixed(1) : '–'}</span>
        <Stars rating={totals.rating} size={22} />
        <span className={styles.count}>
          {totals.total} {totals.total === 1 ? 'review' : 'reviews'}
        </span>
      </div>
      <ul className={styles.bars} aria-label="Reviews by rating">
        {[...STAR_VALUES].reverse().map((n) => (
          <li key={n} className={styles.barRow}>
            <span className={styles.barLabel}>
              {n} {n === 1 ? 'star' : 'stars'}
            </span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${starShare(totals, n)}%` }} />
            </span>
            <span className={`${styles.barCount} tabular`}>{totals[`total_${n}`]}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
