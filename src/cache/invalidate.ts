import { revalidateTag } from 'next/cache'
import { uniqueTags } from './tags'

type Listener = (tags: readonly string[]) => void
const listeners = new Set<Listener>()

/**
 * Throws away every cached read and page that carries one of `tags`: the next request renders them afresh from
 * Postgres (expire 0, not stale-while-revalidate, so an admin's edit shows on the very next load). Called by the
 * change hooks of src/plugins/cache after a write; Next applies it when the request that wrote ends.
 *
 * Outside a Next server (the seed, migrations, integration tests) there is no cache to clear; listeners (tests,
 * logs) still hear about it.
 */
export function invalidate(tags: Iterable<string | null | undefined | false>): readonly string[] {
  const list = uniqueTags(tags)
  if (list.length === 0) return list
  for (const tag of list) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (isOutsideNext(error)) break
      // A write during a page render (none today) cannot invalidate; say so instead of serving stale pages silently.
      console.error(`Cache: could not invalidate "${tag}":`, error instanceof Error ? error.message : error)
    }
  }
  for (const listener of listeners) listener(list)
  return list
}

/** Hears every invalidation in this process (integration tests assert on it); returns the unsubscribe. */
export function onInvalidate(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function isOutsideNext(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Invariant: static generation store missing')
}
