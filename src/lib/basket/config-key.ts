// A configured controller's content key (what the basket merges lines by, what the creator's wish list button
// remembers): no validation library, so the creator's first paint can use it (docs/caching.md, "Lighter JavaScript").

/** Selection fields that do not change what gets built: how many, and the page's memory of hidden choices. */
const NOT_THE_BUILD = new Set(['quantity', 'held'])

/** Sorted keys, and false / null / absent / empty all the same (nothing chosen). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) {
    const inner = canonical((value as Record<string, unknown>)[key])
    if (inner === undefined || inner === null || inner === false) continue
    if (typeof inner === 'object' && !Array.isArray(inner) && Object.keys(inner as object).length === 0) continue
    out[key] = inner
  }
  return out
}

/** The selection as one canonical string, without the quantity (exported for tests). */
export function canonicalSelection(selected: Record<string, unknown>): string {
  const build = Object.fromEntries(Object.entries(selected).filter(([key]) => !NOT_THE_BUILD.has(key)))
  return JSON.stringify(canonical(build))
}

/** Two independent 32-bit FNV-1a hashes of a string, as 16 hex digits. */
function hash64(text: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ 0x5bd1e995
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995)
    b ^= b >>> 15
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0')
  return hex(a) + hex(b)
}

/**
 * A stable content key for a configured controller: its platform and the canonical selection without the
 * quantity (services included, since they are options of the selection). Each add stores a new configuration
 * under a new uid, so the basket recognises the same build by this key instead. Short and of fixed shape, so a
 * large selection never makes the stored basket fail to parse.
 */
export function configKey(platform: string | number, selected: Record<string, unknown>): string {
  const slug =
    String(platform)
      .replace(/[^A-Za-z0-9_-]/g, '')
      .slice(0, 60) || 'platform'
  return `${slug}:${hash64(canonicalSelection(selected))}`
}
