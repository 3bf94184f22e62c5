'use client'

import { type RefObject, useEffect, useRef } from 'react'
import { whenIdle } from '@/components/when-idle'

/**
 * Calls `goLive` once the element is on screen (a quarter of it at least) after the page has loaded and the browser
 * is idle: what the shopper sees while the page is still coming stays free of work it does not need yet.
 */
export function useLive(ref: RefObject<HTMLElement | null>, goLive: () => void): void {
  const latest = useRef(goLive)
  latest.current = goLive
  useEffect(() => {
    const element = ref.current
    if (!element) return
    let cancelIdle = () => {}
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        cancelIdle = whenIdle(() => latest.current())
      },
      { threshold: 0.25 },
    )
    const observe = () => observer.observe(element)
    if (document.readyState === 'complete') observe()
    else window.addEventListener('load', observe, { once: true })
    return () => {
      window.removeEventListener('load', observe)
      observer.disconnect()
      cancelIdle()
    }
  }, [ref])
}
