/**
 * Does a write change anything a shopper can see? Cached pages are thrown away only when it does: an order taking
 * one part of 40 from stock, or Payload touching `updatedAt`, keeps every page cached. Pure: no framework import.
 */

/** Fields only staff see, or bookkeeping: a change to them alone changes no public page. */
const PRIVATE_FIELDS = new Set(['updatedAt', 'createdAt', 'ruleLint'])

/**
 * Compares two versions of a document as shoppers see them: private fields left out, every `stock` capped at
 * `stockCap` (shoppers are told stock only up to the largest quantity they can order), related documents by id.
 */
export function changesPublicly(doc: unknown, previous: unknown, stockCap: number): boolean {
  return stableJson(publicShape(doc, stockCap, 0)) !== stableJson(publicShape(previous, stockCap, 0))
}

function publicShape(value: unknown, stockCap: number, depth: number): unknown {
  if (Array.isArray(value)) return value.map((v) => publicShape(v, stockCap, depth + 1))
  if (value === null || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  // A populated relationship (Postgres ids are numbers; array rows have string ids): only which document it is.
  if (depth > 0 && typeof record.id === 'number') return record.id
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(record)) {
    if (PRIVATE_FIELDS.has(key)) continue
    out[key] =
      key === 'stock' && typeof field === 'number' ? Math.min(field, stockCap) : publicShape(field, stockCap, depth + 1)
  }
  return out
}

/** JSON with object keys sorted, so two versions compare equal whatever order their fields came in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )
}

/** The numeric ids a relationship field holds (one or many, ids or populated documents). */
export function relationIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value]
  return list.flatMap((v) => {
    const id = v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v
    return typeof id === 'number' ? [id] : typeof id === 'string' && /^\d{1,15}$/.test(id) ? [Number(id)] : []
  })
}
