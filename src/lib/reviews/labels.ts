/** Stars a review may give, lowest first. */
export const STAR_VALUES = [1, 2, 3, 4, 5] as const
export type Stars = (typeof STAR_VALUES)[number]

/** The spec's words for each number of stars (storefront.md section 3, account.md section 5). */
export const STAR_LABELS: Readonly<Record<Stars, string>> = {
  1: 'I hate it',
  2: 'I don’t like it',
  3: 'It’s okay',
  4: 'I like it',
  5: 'I love it',
}

export const isStars = (value: unknown): value is Stars =>
  typeof value === 'number' && (STAR_VALUES as readonly number[]).includes(value)

/** The label of a number of stars, or '' for anything else. */
export const starLabel = (value: unknown): string => (isStars(value) ? STAR_LABELS[value] : '')
