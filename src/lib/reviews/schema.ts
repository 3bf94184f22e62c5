import { z } from 'zod'
import '../zod-jitless'
import { STAR_VALUES } from './labels'

export const MIN_TEXT = 5
export const MAX_TEXT = 5000
export const MAX_HEADLINE = 120
export const MAX_NAME = 100

/** The spec's messages (storefront.md section 5, account.md section 5) and ours for the limits it leaves open. */
export const REVIEW_MESSAGES = {
  name: 'Please, enter your name',
  nameTooLong: `Your name can be at most ${MAX_NAME} characters`,
  text: 'Minimum review length is 5 symbols',
  textTooLong: `Maximum review length is ${MAX_TEXT} symbols`,
  headlineTooLong: `The headline can be at most ${MAX_HEADLINE} characters`,
  stars: 'Please, choose a rating from 1 to 5 stars',
} as const

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value)

/**
 * What a shopper writes: the same schema checks the form in the browser, the create and edit endpoints and the
 * collection's fields, so every layer answers with the same words.
 */
export const reviewFormSchema = z.object({
  stars: z.coerce
    .number({ error: REVIEW_MESSAGES.stars })
    .int({ error: REVIEW_MESSAGES.stars })
    .refine((n) => (STAR_VALUES as readonly number[]).includes(n), { error: REVIEW_MESSAGES.stars }),
  headline: z
    .preprocess(
      trimmed,
      z
        .string({ error: REVIEW_MESSAGES.headlineTooLong })
        .max(MAX_HEADLINE, { error: REVIEW_MESSAGES.headlineTooLong }),
    )
    .nullish()
    .transform((value) => value || ''),
  name: z.preprocess(
    trimmed,
    z
      .string({ error: REVIEW_MESSAGES.name })
      .min(1, { error: REVIEW_MESSAGES.name })
      .max(MAX_NAME, { error: REVIEW_MESSAGES.nameTooLong }),
  ),
  text: z.preprocess(
    trimmed,
    z
      .string({ error: REVIEW_MESSAGES.text })
      .min(MIN_TEXT, { error: REVIEW_MESSAGES.text })
      .max(MAX_TEXT, { error: REVIEW_MESSAGES.textTooLong }),
  ),
})

export type ReviewForm = z.output<typeof reviewFormSchema>
export type ReviewField = keyof ReviewForm

/** Field → messages, as a 422 reply carries them and the form shows them next to each field. */
export type FieldErrors = Partial<Record<ReviewField, string[]>>

export type ReviewCheck = { ok: true; value: ReviewForm } | { ok: false; errors: FieldErrors; message: string }

/** Checks a form; on failure every field's messages plus the first one as a sentence. */
export function checkReview(input: unknown): ReviewCheck {
  const parsed = reviewFormSchema.safeParse(input ?? {})
  if (parsed.success) return { ok: true, value: parsed.data }
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] ?? 'text') as ReviewField
    const list = errors[field] ?? []
    if (!list.includes(issue.message)) list.push(issue.message)
    errors[field] = list
  }
  const message = parsed.error.issues[0]?.message ?? REVIEW_MESSAGES.text
  return { ok: false, errors, message }
}

/** The message of one field alone (Payload field validators). */
export function fieldMessage(field: ReviewField, value: unknown): true | string {
  const shape = reviewFormSchema.shape[field]
  const parsed = shape.safeParse(value)
  return parsed.success
    ? true
    : (parsed.error.issues[0]?.message ?? REVIEW_MESSAGES[field === 'headline' ? 'headlineTooLong' : field])
}
