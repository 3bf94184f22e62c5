/** How long a customer's page of forum activity is kept in this process. */
export const ACTIVITY_KEEP_MS = 60_000
const MAX_ENTRIES = 500

const kept = new Map<string, { until: number; value: Promise<unknown> }>()

/**
 * `load()` once per `key` for a minute in this process (a customer paging back and forth asks the forum once); a
 * failure is not kept. Per-customer data stays here, never in Next's data cache or the page cache that every instance
 * and shopper shares. The oldest entries go first past 500.
 */
export function rememberBriefly<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = kept.get(key)
  if (hit && hit.until > now) return hit.value as Promise<T>
  const value = load()
  kept.delete(key)
  kept.set(key, { until: now + ACTIVITY_KEEP_MS, value })
  value.catch(() => kept.get(key)?.value === value && kept.delete(key))
  while (kept.size > MAX_ENTRIES) {
    const oldest = kept.keys().next().value
    if (oldest === undefined) break
    kept.delete(oldest)
  }
  return value
}
