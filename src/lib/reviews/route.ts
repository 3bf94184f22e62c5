/**
 * Review pages under a creator path, recognised from the catch-all route's segments:
 * `/PS5-Custom-Controller/reviews/create` and `/PS5-Custom-Controller/reviews/{id}/edit`.
 */
export type ReviewRoute = { kind: 'create'; base: string[] } | { kind: 'edit'; base: string[]; id: number }

export function reviewRouteOf(segments: readonly string[]): ReviewRoute | null {
  const n = segments.length
  if (n >= 3 && segments[n - 2] === 'reviews' && segments[n - 1] === 'create')
    return { kind: 'create', base: segments.slice(0, n - 2) }
  const id = segments[n - 2] ?? ''
  if (n >= 4 && segments[n - 3] === 'reviews' && segments[n - 1] === 'edit' && /^[1-9]\d{0,9}$/.test(id))
    return { kind: 'edit', base: segments.slice(0, n - 3), id: Number(id) }
  return null
}
