'use client'

/**
 * The storefront's one analytics client (issue 34): `track(event)` from anywhere in the browser. What happens to an
 * event (nothing without a tag manager, held until the shopper's choice, pushed to `window.dataLayer` after Accept)
 * is the tracker's rule (src/lib/analytics/tracker.ts); this module gives it the page's dataLayer and script tag.
 */
import type { AnalyticsEvent } from '@/lib/analytics/events'
import { createTracker } from '@/lib/analytics/tracker'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

const tracker = createTracker({
  layer: () => {
    window.dataLayer ??= []
    return window.dataLayer
  },
  loadScript: (url) => {
    const script = document.createElement('script')
    script.async = true
    script.src = url
    document.head.appendChild(script)
  },
  now: () => Date.now(),
})

/** Sends an event, when the store has a tag manager and the shopper accepted (see the tracker's rules). */
export function track(event: AnalyticsEvent, onSent?: () => void): void {
  if (typeof window !== 'undefined') tracker.track(event, onSent)
}

/** For the consent host only. */
export const analyticsTracker = tracker
