import type { FieldErrors } from '../../../lib/reviews'

/** A JSON error reply: `message`, plus field errors for a 422 (the form shows them next to each field). */
export const fail = (status: number, message: string, errors?: FieldErrors) =>
  Response.json(errors ? { message, errors } : { message }, { status })

export const forbidden = (action: string) => fail(403, `You are not allowed to ${action}.`)
export const noReview = (id: string) => fail(404, `There is no review "${id}".`)

/** Review ids in a path: positive integers only, so junk never reaches SQL. */
export const reviewIdOf = (value: unknown): number | null =>
  typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
