'use client'

import { useEffect, useState } from 'react'

/**
 * True once the form is interactive (hydrated). Forms carry it as `data-ready` so tests wait for it; before that a
 * submit goes as a plain POST to the page (never a GET that would put a password in the address).
 */
export function useReady(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  return ready
}
