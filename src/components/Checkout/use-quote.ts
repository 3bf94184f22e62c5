'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { callApi } from '@/components/api/call'
import type { QuoteRequest, QuoteView } from '@/lib/checkout/api'

export interface QuoteState {
  quote: QuoteView | null
  /** The request the quote answers (JSON); null for a quote shown from another answer (apply-coupon). */
  answers: string | null
  /** A request is waiting or on its way; the last quote stays shown meanwhile. */
  loading: boolean
  /** The last request failed: its message (the page offers Try again). */
  error: string | null
}

/** How long the page waits after a change before asking (typing a ZIP asks once). */
const SETTLE_MS = 300

/**
 * The checkout's quote (POST /api/order/basket-shipping-packages) for the current request: asked again whenever the
 * request changes, after a short pause; only the newest question's answer is used, so answers arriving out of order
 * never show an older basket (checkout.md section 4: while loading, repeated fetches are blocked).
 */
export function useQuote(request: QuoteRequest | null) {
  const [state, setState] = useState<QuoteState>({ quote: null, answers: null, loading: request !== null, error: null })
  const asked = useRef(0)
  const first = useRef(true)
  const [retries, setRetries] = useState(0)
  const key = request ? JSON.stringify(request) : null

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retries` asks the same question again
  useEffect(() => {
    if (!key) return
    const id = ++asked.current
    setState((s) => (s.loading && s.error === null ? s : { ...s, loading: true, error: null }))
    const timer = setTimeout(
      async () => {
        const result = await callApi<QuoteView>('/api/order/basket-shipping-packages', 'POST', JSON.parse(key))
        if (id !== asked.current) return
        if (result.ok) setState({ quote: result.value, answers: key, loading: false, error: null })
        else {
          console.error('Shipping packages could not be loaded', result.status, result.message)
          setState((s) => ({ ...s, loading: false, error: result.message }))
        }
      },
      first.current ? 0 : SETTLE_MS,
    )
    first.current = false
    return () => clearTimeout(timer)
  }, [key, retries])

  const retry = useCallback(() => setRetries((n) => n + 1), [])
  /** An answer that carries a quote (apply-coupon): shown at once; a newer question still wins. */
  const show = useCallback((quote: QuoteView) => setState((s) => ({ ...s, quote, answers: null })), [])
  // Until the answer to this very request is in, the page is waiting (also in the render before the effect runs).
  const waiting = key !== null && state.answers !== key && state.error === null
  return { quote: state.quote, loading: state.loading || waiting, error: state.error, retry, show }
}
