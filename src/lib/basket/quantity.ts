/**
 * How many of one configured controller a shopper may order at once (creator.md section 9: quantity 1 to 3). Apart
 * from the selection schema so browser code (the engine, the price box) can read the limits without loading zod.
 */
export const MIN_QUANTITY = 1
export const MAX_QUANTITY = 3
