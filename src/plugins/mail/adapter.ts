import nodemailer from 'nodemailer'
import type { PayloadEmailAdapter as EmailAdapter, SendEmailOptions } from 'payload'
import { addressText, DEFAULT_MAIL_FROM, parseMailFrom } from '../../lib/mail/address'
import { redactSecrets } from '../../lib/mail/redact'
import type { OutboxStatus } from './Outbox'
import { type OutboxEntry, recordMail } from './record'

export type MailAdapterOptions = {
  /**
   * smtp://user:pass@host:587 or smtps://...; empty: nothing is sent, every mail is kept in the outbox. A function is
   * asked at each send (the plugin reads SMTP_URL so), the transport made once per address.
   */
  smtpUrl?: string | null | (() => string | null | undefined)
  /** `Name <address>`; DEFAULT_MAIL_FROM when empty. */
  from?: string | null
}

export type SentMail = { status: OutboxStatus; outboxId: number | string | null; messageId?: string }

const asText = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * Payload's e-mail adapter for the store (used by `payload.sendEmail`, so also by Payload's own forgot-password):
 * nodemailer over SMTP_URL, and every mail recorded in the `outbox` collection as sent, kept (no SMTP configured)
 * or failed. A failed send is recorded and then thrown, so the caller knows the mail did not leave.
 */
export const mailAdapter =
  (options: MailAdapterOptions = {}): EmailAdapter<SentMail> =>
  ({ payload }) => {
    const from = parseMailFrom(options.from?.trim() || DEFAULT_MAIL_FROM)
    const transports = new Map<string, ReturnType<typeof nodemailer.createTransport>>()
    const transportNow = () => {
      const url = (typeof options.smtpUrl === 'function' ? options.smtpUrl() : options.smtpUrl)?.trim()
      if (!url) return null
      let transport = transports.get(url)
      if (!transport) {
        // Short timeouts: mail is sent while a shopper waits for a reply, and a dead server must not hang the request.
        transport = nodemailer.createTransport({
          url,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
        transports.set(url, transport)
      }
      return transport
    }

    const sendEmail = async (message: SendEmailOptions & { secrets?: readonly string[] }): Promise<SentMail> => {
      // `secrets` is ours (Mail.secrets), not nodemailer's: kept out of the message, used to redact the record.
      const { secrets = [], ...rest } = message
      const full = { ...rest, from: rest.from ?? from }
      const entry: Omit<OutboxEntry, 'status'> = {
        to: addressText([full.to, full.cc, full.bcc].flat() as Parameters<typeof addressText>[0]),
        from: addressText(full.from),
        replyTo: addressText(full.replyTo as Parameters<typeof addressText>[0]),
        subject: asText(full.subject),
        html: asText(full.html),
        text: asText(full.text),
      }
      const transport = transportNow()
      if (!transport) {
        const outboxId = await recordMail(payload, { ...entry, status: 'kept' })
        payload.logger.info(`Mail to ${entry.to} kept in Admin → Outbox (SMTP_URL is not set): ${entry.subject}`)
        return { status: 'kept', outboxId }
      }
      let messageId: string | undefined
      try {
        messageId = (await transport.sendMail(full)).messageId
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        await recordMail(payload, { ...redactSecrets(entry, secrets), status: 'failed', error: reason }).catch(
          (recordError) =>
            payload.logger.error({ err: recordError, msg: 'Could not record a failed mail in the outbox' }),
        )
        throw error
      }
      // The mail has left: failing to record it must not make the caller think it did not.
      const outboxId = await recordMail(payload, { ...redactSecrets(entry, secrets), status: 'sent', messageId }).catch(
        (recordError) => {
          payload.logger.error({ err: recordError, msg: `Mail ${messageId} was sent but not recorded in the outbox` })
          return null
        },
      )
      return { status: 'sent', outboxId, messageId }
    }

    return { name: 'padforge-mail', defaultFromAddress: from.address, defaultFromName: from.name, sendEmail }
  }
