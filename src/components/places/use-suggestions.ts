'use client'

import { useEffect, useState } from 'react'
import { type Place, QUERY_MIN } from '@/lib/places'
import { suggestPlaces } from './api'

/** Typing pauses this long before the store is asked. */
export const SUGGEST_DEBOUNCE_MS = 300
/** A search the geocoder could not answer is tried again once after this (checkout.md section 9: places retry). */
export const PLACES_RETRY_MS = 3000

export interface Suggestions {
  places: Place[]
  loading: boolean
  /** The server's message when no suggestions could be had. */
  error: string | null
}

/**
 * Suggestions for the text typed, asked 300 ms after the last keystroke (3 characters or more); an older question is
 * aborted by a newer one. A geocoder that did not answer is asked again once, 3 s later.
 */
export function useSuggestions(text: string, enabled: boolean): Suggestions {
  const [state, setState] = useState<Suggestions>({ places: [], loading: false, error: null })
  const query = text.replace(/\s+/g, ' ').trim()

  useEffect(() => {
    if (!enabled || query.length < QUERY_MIN) {
      setState({ places: [], loading: false, error: null })
      return
    }
    const controller = new AbortController()
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    const run = async (retried: boolean) => {
      setState((s) => ({ ...s, loading: true }))
      try {
        const answer = await suggestPlaces(query, controller.signal)
        if (answer.ok) return setState({ places: answer.value.places, loading: false, error: null })
        setState({ places: [], loading: false, error: answer.message })
        if (answer.retry && !retried) retryTimer = setTimeout(() => void run(true), PLACES_RETRY_MS)
      } catch {
        // aborted by a newer question
      }
    }
    const timer = setTimeout(() => void run(false), SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      clearTimeout(retryTimer)
      controller.abort()
    }
  }, [query, enabled])

  return state
}
