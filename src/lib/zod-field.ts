import type { z } from 'zod'

/** Turns the first zod issue into one sentence a person can act on. */
export function describeZodError(error: z.ZodError, label: string): string {
  const issue = error.issues[0]
  if (!issue) return `${label} is invalid.`
  const where = issue.path.length ? ` at "${issue.path.join('.')}"` : ''
  return `${label} is invalid${where}: ${issue.message}.`
}

/** A Payload field validator from a zod schema; empty values pass (use `required` for those). */
export function zodFieldValidator(schema: z.ZodType, label: string) {
  return (value: unknown): true | string => {
    if (value === null || value === undefined) return true
    const result = schema.safeParse(value)
    return result.success ? true : describeZodError(result.error, label)
  }
}
