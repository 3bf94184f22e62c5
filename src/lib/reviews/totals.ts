import { STAR_VALUES, type Stars } from './labels'

/** The spec's review totals: average rating, count, and the count of each number of stars. */
export interface ReviewTotals {
  rating: number
  total: number
  total_1: number
  total_2: number
  total_3: number
  total_4: number
  total_5: number
}

/** Totals from the count of reviews per number of stars; the rating is rounded to one decimal (0 without reviews). */
export function reviewTotals(counts: Partial<Record<Stars, number>>): ReviewTotals {
  const count = (stars: Stars) => Math.max(0, Math.trunc(counts[stars] ?? 0))
  const total = STAR_VALUES.reduce((sum, stars) => sum + count(stars), 0)
  const points = STAR_VALUES.reduce((sum, stars) => sum + stars * count(stars), 0)
  return {
    rating: total === 0 ? 0 : Math.round((points / total) * 10) / 10,
    total,
    total_1: count(1),
    total_2: count(2),
    total_3: count(3),
    total_4: count(4),
    total_5: count(5),
  }
}

/** Share of one star count in the total, 0–100, for the bars of a totals summary. */
export const starShare = (totals: ReviewTotals, stars: Stars): number =>
  totals.total === 0 ? 0 : Math.round((totals[`total_${stars}`] / totals.total) * 100)
