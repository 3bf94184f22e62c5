import type { CSSProperties } from 'react'
import styles from './Stars.module.css'

/**
 * A rating drawn as five stars (halves rounded to the nearest whole star), with its words for screen readers. One
 * element painted by CSS (a star mask repeated five times over a two-colour fill), not five SVGs: a listing draws it on
 * every card, and each SVG would be written twice into the page (HTML and the React payload).
 */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const whole = Math.min(Math.max(Math.round(rating), 0), 5)
  const style = { '--star-size': `${size}px`, '--stars-on': whole } as CSSProperties
  return <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of 5`} style={style} />
}
