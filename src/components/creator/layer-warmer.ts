/**
 * Fetches layer images ahead so a later click changes the preview with no request (issue 32). Nothing is fetched
 * until `start` (the page calls it once the preview has painted and the page has loaded); then a few at a time, each
 * batch in the browser's idle time. `prioritize` puts a group's layers first, and starts them at once: the shopper is
 * pointing at that group. Free of the DOM (the page passes `load` and `idle`), so it is unit tested.
 */
export interface LayerWarmer {
  /** Allows fetching, with this order of every layer (already fetched ones are skipped). */
  start: (order: readonly string[]) => void
  /** These first, now: the shopper points at their group. Before `start` they wait for it, ahead of the rest. */
  prioritize: (urls: readonly string[]) => void
  /** Whether a URL was fetched (or is being fetched). */
  has: (url: string) => boolean
}

export interface WarmerOptions {
  /** Fetches one image; resolves when it is in the browser's cache (or failed: a failure is not retried). */
  load: (url: string) => Promise<void>
  /** Calls back when the browser is idle (requestIdleCallback, or a timeout without it). */
  idle: (callback: () => void) => void
  /** Images in flight at once. */
  concurrency?: number
}

export function createLayerWarmer({ load, idle, concurrency = 3 }: WarmerOptions): LayerWarmer {
  const queue: string[] = []
  const taken = new Set<string>()
  let started = false
  let allowance = 0 // how many may start without waiting for idle time
  let inFlight = 0
  let waiting = false

  const enqueue = (urls: readonly string[], front: boolean) => {
    const fresh = [...new Set(urls)].filter((u) => !taken.has(u))
    if (!front) {
      queue.push(...fresh.filter((u) => !queue.includes(u)))
      return fresh.length
    }
    for (const url of fresh) {
      const at = queue.indexOf(url)
      if (at >= 0) queue.splice(at, 1)
    }
    queue.unshift(...fresh)
    return fresh.length
  }

  const next = () => {
    while (started && inFlight < concurrency && queue.length) {
      if (allowance === 0) {
        if (!waiting) {
          waiting = true
          idle(() => {
            waiting = false
            allowance = Math.max(allowance, concurrency - inFlight)
            next()
          })
        }
        return
      }
      const url = queue.shift() as string
      allowance -= 1
      taken.add(url)
      inFlight += 1
      load(url)
        .catch(() => {})
        .finally(() => {
          inFlight -= 1
          next()
        })
    }
  }

  return {
    start(order) {
      started = true
      enqueue(order, false)
      next()
    },
    prioritize(urls) {
      allowance += enqueue(urls, true)
      next()
    },
    has: (url) => taken.has(url),
  }
}
