import { z } from 'zod'
import { MAX_DB_ID } from '../../lib/ids'
import { isSafeText } from '../../lib/safe-text'
import { SLUG_PATTERN } from '../../lib/slug'

export { MAX_DB_ID }

const safe = (s: string) => isSafeText(s)
const SAFE = 'must not hold NUL characters or invalid Unicode'

/** Text of at most `max` characters with no NUL and no lone surrogate. */
export const text = (max: number) => z.string().max(max).refine(safe, SAFE)

/** A record id in a path, query or body: a positive integer within Postgres' range, as a number or digits. */
export const id = z.union([
  z.number().int().min(1).max(MAX_DB_ID),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'expected a positive whole number')
    .transform(Number)
    .refine((n) => n <= MAX_DB_ID, 'is too large for an id'),
])

/** A URL slug ('ps5', 'xbox-series-x'). */
export const slug = z.string().max(120).regex(SLUG_PATTERN, 'expected a slug such as "xbox-series-x"')

/** A platform named by its numeric id or its slug (the creator sends either). */
export const idOrSlug = z.union([id, slug])
