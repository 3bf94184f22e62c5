import { escapeHtml } from './escape'

export const HIDDEN = '[hidden once sent]'

/**
 * The mail as the Outbox keeps it after it has left: each secret (a reset link, a generated password) replaced, as
 * written in the text part and as escaped in the HTML part. Secrets shorter than 4 characters are ignored: replacing
 * them would mangle ordinary words.
 */
export function redactSecrets<M extends { html: string; text: string }>(mail: M, secrets: readonly string[] = []): M {
  let { html, text } = mail
  for (const secret of secrets) {
    if (secret.length < 4) continue
    text = text.replaceAll(secret, HIDDEN)
    html = html.replaceAll(escapeHtml(secret), HIDDEN).replaceAll(secret, HIDDEN)
  }
  return { ...mail, html, text }
}
