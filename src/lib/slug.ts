/** URL slugs: lower-case words joined by single hyphens, e.g. 'xbox-series-x'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isValidSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 120 && SLUG_PATTERN.test(value)
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '')
}

/** Site paths of pages and categories: '/PS5-Custom-Controller', '/controller-creator/build-...'. */
export const PATH_PATTERN = /^\/(?:[A-Za-z0-9][A-Za-z0-9._-]*)(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$|^\/$/

export function isValidPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 200 && PATH_PATTERN.test(value)
}
