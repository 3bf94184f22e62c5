'use client'

import { type RefObject, useEffect, useState } from 'react'

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

/**
 * Marks `ref`'s element `data-ready` once it has hydrated, without rendering it again: for a large component (the
 * creator) whose re-render on mount would be a long task on a phone, where the mark is all `useReady` would give.
 * React never writes the attribute, so no later render removes it.
 */
export function useReadyMark(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    ref.current?.setAttribute('data-ready', '')
  }, [ref])
}
