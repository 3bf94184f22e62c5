let dateFormat: Intl.DateTimeFormat | undefined
/** Built when a date is first written: a page that loads this module for the names alone never pays for it. */
const DATE = () =>
  (dateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }))

/** `created_at_formatted`: "November 23, 2026" (UTC, so server and browser agree). */
export function formatReviewDate(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : DATE().format(date)
}

/** The name a signed-in customer's form starts with: first name and last initial ("Casey C."), else ''. */
export function displayNameOf(user: { firstName?: string | null; lastName?: string | null } | null): string {
  const first = user?.firstName?.trim() ?? ''
  const last = user?.lastName?.trim() ?? ''
  return [first, last ? `${last[0]}.` : ''].filter(Boolean).join(' ')
}
