/** Product names on cards are truncated at 40 characters (storefront.md section 9). */
export const CARD_NAME_LIMIT = 40

export function truncate(text: string, limit = CARD_NAME_LIMIT): string {
  const chars = Array.from(text)
  if (chars.length <= limit) return text
  return `${chars
    .slice(0, limit - 1)
    .join('')
    .trimEnd()}…`
}
