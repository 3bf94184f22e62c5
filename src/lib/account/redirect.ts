/**
 * The `redirect-url` of the sign-in page (account.md section 2), followed only when it is a path of this site: a
 * value that a browser would take to another host (`//evil`, `https://evil`, `/\evil`, control characters that
 * browsers strip) falls back to the default. Pure.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback
  // Browsers drop tabs and newlines from URLs and read a backslash as a slash: judge what they would see.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback
  const path = value.replaceAll('\\', '/')
  if (!path.startsWith('/') || path.startsWith('//')) return fallback
  try {
    const base = 'http://same.invalid'
    const url = new URL(path, base)
    if (url.origin !== base) return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}
