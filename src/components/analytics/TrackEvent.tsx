'use client'

import type { AnalyticsEvent } from '@/lib/analytics/events'
import { useTrackOnce } from './use-track-once'

/**
 * Sends an event built on the server (a product page's view_item, a listing's view_item_list) once when the page
 * shows it; `id` names what was seen, so client navigation to another page sends that page's event.
 */
export function TrackEvent({ id, event }: { id: string; event: AnalyticsEvent }) {
  useTrackOnce(id, () => event)
  return null
}
