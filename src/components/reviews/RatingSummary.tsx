import { Stars } from './Stars'

/**
 * A product's rating as the product page, the quick look and the compare page write it: the stars, then the average
 * to one decimal and the review count ("4.5 · 12 reviews"). The caller wraps it (a link to the reviews, a paragraph).
 */
export function RatingSummary({ rating, reviews, size = 16 }: { rating: number; reviews: number; size?: number }) {
  return (
    <>
      <Stars rating={rating} size={size} />
      <span>
        {rating.toFixed(1)} · {reviews} {reviews === 1 ? 'review' : 'reviews'}
      </span>
    </>
  )
}
