'use client'

import { useEffect, useState } from 'react'

/**
 * True once the component is interactive (hydrated). Forms and the creator carry it as `data-ready` so tests wait for
 * it: a click that lands before hydration is lost, and a form submitted then goes as a plain POST to the page (never
 * a GET that would put a password in the address).
 */
export function useReady(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  return ready
}
