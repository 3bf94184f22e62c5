import type { Config, Plugin } from 'payload'
import { type MailAdapterOptions, mailAdapter } from './adapter'
import { Outbox } from './Outbox'

export { type MailAdapterOptions, mailAdapter, type SentMail } from './adapter'
export { OUTBOX_STATUSES, Outbox, type OutboxStatus } from './Outbox'
export { OUTBOX_RETENTION_DAYS } from './record'

/**
 * E-mail for the whole store: sets Payload's `email` to our nodemailer adapter and adds the `outbox` collection
 * that records every mail. MAIL_FROM is read when the config is built (start-up), SMTP_URL when a mail is sent (so
 * integration tests sharing one config can point it at their own server).
 */
export function mailPlugin(options: MailAdapterOptions = {}): Plugin {
  const settings: MailAdapterOptions = {
    smtpUrl: options.smtpUrl ?? (() => process.env.SMTP_URL),
    from: options.from ?? process.env.MAIL_FROM,
  }
  return (config: Config): Config => ({
    ...config,
    email: mailAdapter(settings),
    collections: [...(config.collections ?? []), Outbox],
  })
}
export { mailBrand, sendMail, storeLink } from './send'
