import { Star } from 'lucide-react'
import { STAR_VALUES } from '@/lib/reviews/labels'
import styles from './Stars.module.css'

/** A rating drawn as five stars (halves rounded to the nearest whole star), with its words for screen readers. */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const whole = Math.round(rating)
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {STAR_VALUES.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          size={size}
          className={n <= whole ? styles.starOn : styles.starOff}
          fill={n <= whole ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  )
}
