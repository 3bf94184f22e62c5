/**
 * A shipment's tracking events as the account page shows them (issue 29 item 5): `trackData` of the
 * track-order-product call, events grouped by calendar day in the store's time zone, newest first.
 */

/** One carrier scan: when (ISO), what happened and where. */
export interface TrackingEvent {
  at: string
  description: string
  location: string | null
  status?: string | null
}

/** The `trackData` the account page reads: one group per day ('Thursday, November 26, 2026'), times like '3:04 PM'. */
export interface TrackData {
  history: Array<{ name: string; results: Array<{ description: string; location: string | null; time: string }> }>
  /** YYYY-MM-DD, or null when the carrier gives no estimate. */
  est_delivery_date: string | null
  status: string | null
}

const formatters = new Map<string, { day: Intl.DateTimeFormat; name: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>()

function formattersOf(timeZone: string) {
  let found = formatters.get(timeZone)
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      name: new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }),
    }
    formatters.set(timeZone, found)
  }
  return found
}

/** YYYY-MM-DD of the instant in the time zone. */
function isoDay(date: Date, format: Intl.DateTimeFormat): string {
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/**
 * The estimate as YYYY-MM-DD in the time zone. A bare date, or a date written at midnight UTC (how EasyPost passes on
 * a carrier's date without a time), is that date: moving it to New York would make it the day before.
 */
function estimatedDay(value: string | null | undefined, format: Intl.DateTimeFormat): string | null {
  const text = value?.trim()
  if (!text) return null
  const dateOnly = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.0+)?)?(?:Z|\+00:00))?$/.exec(text)
  const date = new Date(dateOnly ? `${dateOnly[1]}T00:00:00Z` : text)
  if (Number.isNaN(date.getTime())) return null
  // V8 rolls 2026-02-31 over to March: a date that does not come back the same is no date.
  if (dateOnly) return date.toISOString().startsWith(dateOnly[1]!) ? dateOnly[1]! : null
  return isoDay(date, format)
}

/**
 * Groups the events by calendar day in `timeZone` (America/New_York by default), newest day and newest event first;
 * an event whose date cannot be read is left out.
 */
export function trackDataOf(
  events: readonly TrackingEvent[],
  {
    estDeliveryDate = null,
    status = null,
    timeZone = 'America/New_York',
  }: { estDeliveryDate?: string | null; status?: string | null; timeZone?: string } = {},
): TrackData {
  const format = formattersOf(timeZone)
  const dated = events
    .map((event) => ({ event, date: new Date(event.at) }))
    .filter(({ date }) => !Number.isNaN(date.getTime()))
    .sort((a, b) => b.date.getTime() - a.date.getTime())

  const history: TrackData['history'] = []
  let lastDay = ''
  for (const { event, date } of dated) {
    const day = isoDay(date, format.day)
    if (day !== lastDay) {
      history.push({ name: format.name.format(date), results: [] })
      lastDay = day
    }
    history.at(-1)!.results.push({
      description: event.description,
      location: event.location,
      // Newer ICU puts a narrow no-break space before AM/PM: one plain space whatever the Node version.
      time: format.time.format(date).replace(/[\u202f\u00a0]/g, ' '),
    })
  }
  return { history, est_delivery_date: estimatedDay(estDeliveryDate, format.day), status }
}
