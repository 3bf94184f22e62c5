import type { z } from 'zod'
import type { FieldErrors } from '../errors'

/** Field → messages, as a 422 reply carries them and a form shows them beside each field. */
export type FormErrors = FieldErrors

export type FormCheck<T> = { ok: true; value: T } | { ok: false; errors: FormErrors; message: string }

/**
 * Checks a form with its schema: on failure every field's messages (in order, without repeats) and the first one as
 * the sentence for the alert. Anything but an object is checked as an empty form, so it gets the spec's messages.
 */
export function checkForm<S extends z.ZodType>(schema: S, input: unknown): FormCheck<z.output<S>> {
  const form = input && typeof input === 'object' && !Array.isArray(input) ? input : {}
  const parsed = schema.safeParse(form)
  if (parsed.success) return { ok: true, value: parsed.data }
  const errors: FormErrors = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    const list = errors[field] ?? []
    if (!list.includes(issue.message)) list.push(issue.message)
    errors[field] = list
  }
  return { ok: false, errors, message: parsed.error.issues[0]?.message ?? 'Please check the form.' }
}
