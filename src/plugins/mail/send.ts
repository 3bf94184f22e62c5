import type { Payload } from 'payload'
import { cachedRead, cacheTags } from '../../cache'
import type { Mail, MailBrand } from '../../lib/mail/types'
import { DEFAULT_BRAND } from '../../lib/mail/types'
import { publicServerUrl } from '../../security/origins'
import type { SentMail } from './adapter'

/** An absolute link into the store for a mail (PUBLIC_SERVER_URL, or localhost on PORT). */
export function storeLink(path: string): string {
  return new URL(path, `${publicServerUrl()}/`).toString()
}

/** Site settings' support address, from the data cache until the settings change (every order sends mails). */
const supportEmail = cachedRead(
  'mail-support-email',
  async (payload: Payload) => (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).supportEmail ?? null,
  () => [cacheTags.site],
)

/** The store's name and support address for the mail layout, from Site settings. */
export async function mailBrand(payload: Payload): Promise<MailBrand> {
  const support = await supportEmail(payload).catch(() => null)
  return { storeName: DEFAULT_BRAND.storeName, supportEmail: support || DEFAULT_BRAND.supportEmail }
}

/**
 * Sends a rendered template through Payload's adapter (recorded in the outbox). Call it AFTER the writes it reports
 * on are committed: a mail cannot be rolled back with a transaction. Rejects when the SMTP server refuses it.
 */
export async function sendMail(
  payload: Payload,
  input: { to: string; mail: Mail; replyTo?: { name: string; address: string } },
): Promise<SentMail> {
  const { subject, html, text, secrets } = input.mail
  return (await payload.sendEmail({
    to: input.to,
    subject,
    html,
    text,
    ...(secrets?.length ? { secrets } : {}),
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
  })) as SentMail
}
