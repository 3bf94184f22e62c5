'use client'

import { useState } from 'react'
import { Star } from '@/components/icons'
import { STAR_LABELS, STAR_VALUES, type Stars } from '@/lib/reviews/labels'
import styles from './reviews.module.css'
import stars from './Stars.module.css'

interface Props {
  value: number | null
  onChange: (stars: Stars) => void
  error?: string
}

/**
 * The rating as a radio group drawn as five stars: arrow keys move between them, each is named with the spec's words
 * ("4 stars, I like it"), and the chosen (or pointed at) one's words show beside the stars.
 */
export function StarPicker({ value, onChange, error }: Props) {
  const [hover, setHover] = useState<Stars | null>(null)
  const shown = hover ?? (value as Stars | null)
  return (
    <fieldset
      className={styles.starPicker}
      aria-describedby={error ? 'review-stars-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.label}>Your rating</legend>
      <div className={styles.starRow}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer preview only; the radios carry the choice */}
        <div className={styles.starRadios} onMouseLeave={() => setHover(null)}>
          {STAR_VALUES.map((n) => (
            <label key={n} className={styles.starRadio} onMouseEnter={() => setHover(n)}>
              <input
                type="radio"
                id={`review-stars-${n}`}
                name="stars"
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="visually-hidden"
                aria-label={`${n} ${n === 1 ? 'star' : 'stars'}, ${STAR_LABELS[n]}`}
              />
              <Star
                aria-hidden="true"
                size={32}
                className={shown !== null && n <= shown ? stars.starOn : styles.starIdle}
                fill={shown !== null && n <= shown ? 'currentColor' : 'none'}
              />
            </label>
          ))}
        </div>
        <span className={styles.starWords} aria-live="polite">
          {shown ? STAR_LABELS[shown] : 'Choose 1 to 5 stars'}
        </span>
      </div>
      {error && (
        <p id="review-stars-error" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
