'use client'

import { useEffect, useRef } from 'react'
import type { AnalyticsEvent } from '@/lib/analytics/events'
import { track } from './track'

/**
 * Tracks `make()` once for each `key` this component shows (a product page's id, a listing's page): a re-render or
 * React's development double effect does not send it twice. A null event or key sends nothing.
 */
export function useTrackOnce(key: string | null, make: () => AnalyticsEvent | null): void {
  const sent = useRef<string | null>(null)
  const latest = useRef(make)
  latest.current = make
  useEffect(() => {
    if (key === null || sent.current === key) return
    const event = latest.current()
    if (!event) return
    sent.current = key
    track(event)
  }, [key])
}
