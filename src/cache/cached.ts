import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { uniqueTags } from './tags'

/**
 * A read kept in Next's data cache until one of its tags is invalidated (src/cache/invalidate.ts), shared by every
 * request of this server. A page rendered with it carries its tags too, so the page's cache entry goes with it.
 *
 * The read takes the `payload` its caller was given (an endpoint's `req.payload`, a page's client), so plugin code never
 * imports the config. `name` and the other arguments make the key (the `payload` does not: every instance reads the same
 * database), so they must say everything the result depends on; the result must be plain JSON (a Map or a Date does not
 * survive the round trip). Never cache what depends on who asks.
 *
 * Outside a Next server (the seed, migrations, integration tests) there is no cache: the read runs every time.
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  read: (payload: Payload, ...args: A) => Promise<R>,
  tagsOf: (...args: A) => Iterable<string | null | undefined | false>,
): (payload: Payload, ...args: A) => Promise<R> {
  return (payload: Payload, ...args: A) => {
    const entry = unstable_cache(() => read(payload, ...args), [name, JSON.stringify(args)], {
      tags: uniqueTags(tagsOf(...args)),
      revalidate: false,
    })
    return entry().catch((error: unknown) => {
      if (isOutsideNext(error)) return read(payload, ...args)
      throw error
    })
  }
}

/** Next's error for unstable_cache called where it has no incremental cache (not a Next server). */
function isOutsideNext(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Invariant: incrementalCache missing in unstable_cache')
}
