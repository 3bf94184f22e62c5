/**
 * One person's e-mail, however they type it: a friend's discount is tied to it, and a referrer's own e-mail is
 * recognised behind it (issue 31). Lower-cased and trimmed; the `+tag` of the local part dropped (every large mailbox
 * provider delivers `ann+x@` to `ann@`); for Gmail, dots in the local part dropped and googlemail.com read as
 * gmail.com (Gmail ignores both). Not an address to send to: only a key to compare.
 */
const GMAIL = new Set(['gmail.com', 'googlemail.com'])

export function emailKey(email: string): string {
  const lower = email.trim().toLowerCase()
  const at = lower.indexOf('@')
  if (at <= 0) return lower
  let local = lower.slice(0, at).split('+')[0] ?? ''
  let domain = lower.slice(at + 1).split('@')[0] ?? ''
  if (GMAIL.has(domain)) {
    domain = 'gmail.com'
    local = local.replaceAll('.', '')
  }
  return `${local}@${domain}`
}
