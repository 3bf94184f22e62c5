'use client'

/**
 * Runs `run` when the browser is next idle (at the latest after 2 s), or after 200 ms where there is no
 * requestIdleCallback. Returns a function that cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 200)
  return () => window.clearTimeout(handle)
}
