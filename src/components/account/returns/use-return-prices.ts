'use client'

import { useEffect, useState } from 'react'
import { callAccount } from '@/components/account/api'
import { RETURNS_API, type ReturnPackagesReply } from '@/lib/returns/api'
import type { packagesRequest } from '@/lib/returns/form'

/** How long the address rests before it is priced: one call per pause in typing, not per key. */
export const PRICES_DEBOUNCE_MS = 400

interface Prices {
  /** The label choices for the current request (the previous ones while an update is on its way). */
  reply: ReturnPackagesReply | null
  /** The server's reason for no prices ('Shipping methods not found…', 'Refunds are currently only supported…'). */
  problem: string | null
  updating: boolean
}

/**
 * Prices the return label for `request` (POST /api/shipping-packages/order-products), 400 ms after it last changed;
 * an answer for a request that was replaced meanwhile is dropped. No request (own-send, an incomplete address): none.
 */
export function useReturnPrices(request: ReturnType<typeof packagesRequest>): Prices {
  const key = request ? JSON.stringify(request) : null
  const [answer, setAnswer] = useState<{ key: string; reply: ReturnPackagesReply | null; problem: string | null }>()

  useEffect(() => {
    if (!key) return
    let live = true
    const timer = setTimeout(async () => {
      const result = await callAccount<ReturnPackagesReply>(RETURNS_API.packages, 'POST', JSON.parse(key))
      if (!live) return
      setAnswer(result.ok ? { key, reply: result.value, problem: null } : { key, reply: null, problem: result.message })
    }, PRICES_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [key])

  if (!key) return { reply: null, problem: null, updating: false }
  const updating = answer?.key !== key
  return { reply: answer?.reply ?? null, problem: updating ? null : (answer?.problem ?? null), updating }
}
