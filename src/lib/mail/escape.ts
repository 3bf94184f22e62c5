/** Escapes text for HTML element content and quoted attribute values alike. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * A link a mail may carry: absolute http(s) only, because a relative link means nothing in a mail client and any
 * other scheme (javascript:, data:) is a hole. Throws on anything else so a wrong caller fails in its tests.
 */
export function absoluteUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`Mail links must be absolute URLs, got ${JSON.stringify(url)}`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Mail links must be http(s), got ${parsed.protocol}`)
  }
  return parsed.toString()
}

/** Collapses line breaks so a value cannot start a new header-like line in a subject. */
export const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim()

/** "Hi Ann," or "Hello," when the name is unknown. */
export const greeting = (firstName?: string | null): string => {
  const name = firstName ? oneLine(firstName) : ''
  return name ? `Hi ${name},` : 'Hello,'
}
