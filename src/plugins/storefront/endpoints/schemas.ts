import { z } from 'zod'
import { id, MAX_DB_ID, text } from '../../../endpoints/http'
import { COMPARE_MAX, COMPARE_SEARCH_PAGE } from '../../../lib/storefront/compare'

/** The most ids `products-by-ids` answers (a slider's worth and more). */
export const PRODUCTS_BY_IDS_MAX = 50
/** The deepest offset the compare search pages to. */
export const COMPARE_SEARCH_MAX_OFFSET = 1000

export const compareProductsBody = z.object({
  productIds: z.array(id).max(COMPARE_MAX, `productIds: at most ${COMPARE_MAX} products are compared`),
})

export const comparableQueryBody = z.object({
  classifier_id: z.number().int().min(0).max(2147483647),
  except_ids: z.array(id).max(PRODUCTS_BY_IDS_MAX).default([]),
  limit: z.number().int().min(1).max(COMPARE_SEARCH_PAGE).default(COMPARE_SEARCH_PAGE),
  offset: z.number().int().min(0).max(COMPARE_SEARCH_MAX_OFFSET).default(0),
  query: text(100).default(''),
})

const idDigits = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'expected positive whole numbers separated by commas')
  .transform(Number)
  .refine((n) => n <= MAX_DB_ID, 'is too large for an id')

/** `?ids=1,2,3`: comma-separated ids, at least one, at most 50. */
export const productsByIdsQuery = z.object({
  ids: z
    .string()
    .max(PRODUCTS_BY_IDS_MAX * 11)
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(
      z
        .array(idDigits)
        .min(1, 'expected at least one id')
        .max(PRODUCTS_BY_IDS_MAX, `at most ${PRODUCTS_BY_IDS_MAX} ids`),
    ),
})
