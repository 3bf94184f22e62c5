'use client'

import { type RefCallback, useCallback, useState } from 'react'

/**
 * `[ref, near]`: `near` turns true once the element comes within `margin` of the viewport, and stays true. For parts
 * whose code is loaded on demand (a carousel further down the page). Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false)
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || near) return
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true)
        return
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true)
            observer.disconnect()
          }
        },
        { rootMargin: margin },
      )
      observer.observe(element)
      return () => observer.disconnect()
    },
    [near, margin],
  )
  return [ref, near]
}
