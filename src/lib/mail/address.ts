/** The sender used when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Padforge <no-reply@padforge.example>'

export type MailAddress = { name: string; address: string }

/**
 * Reads a from-address as people write it: `Name <a@b.c>`, `"Name" <a@b.c>` or a bare `a@b.c` (then the name is
 * the store's). Throws a clear message for anything else, so a wrong MAIL_FROM fails at start-up.
 */
export function parseMailFrom(text: string, fallbackName = 'Padforge'): MailAddress {
  const value = text.trim()
  const named = /^(?:"([^"]*)"|([^<>"]*?))\s*<([^<>\s]+@[^<>\s]+)>$/.exec(value)
  if (named) return { name: (named[1] ?? named[2] ?? '').trim() || fallbackName, address: named[3] as string }
  if (/^[^\s<>@]+@[^\s<>@]+$/.test(value)) return { name: fallbackName, address: value }
  throw new Error(`MAIL_FROM must be "Name <address@example.com>" or an address, not ${JSON.stringify(text)}.`)
}

type AddressLike = string | { name?: string; address: string } | null | undefined

/** Any nodemailer address field (a string, an object, or a list of those) as one line of text for the outbox. */
export function addressText(value: AddressLike | readonly AddressLike[]): string {
  const list = Array.isArray(value) ? value : [value]
  return list
    .map((item: AddressLike) => {
      if (!item) return ''
      if (typeof item === 'string') return item.trim()
      return item.name ? `${item.name} <${item.address}>` : item.address
    })
    .filter(Boolean)
    .join(', ')
}
