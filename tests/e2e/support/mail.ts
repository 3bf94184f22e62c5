import { type APIRequestContext, expect } from '@playwright/test'

/** The test SMTP server the store sends to during the end-to-end run (playwright.config.ts starts it first). */
export const MAIL_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526)
export const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2527)
export const MAIL_SINK = `http://127.0.0.1:${MAIL_HTTP_PORT}`

export interface SinkMail {
  from: string
  to: string[]
  replyTo: string
  subject: string
  text: string
  html: string
  date: string | null
}

export async function mailsTo(request: APIRequestContext, to: string): Promise<SinkMail[]> {
  const response = await request.get(`${MAIL_SINK}/messages?to=${encodeURIComponent(to)}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as SinkMail[]
}

/**
 * The newest mail to `to` whose subject contains `subjectPart`, waiting up to `timeoutMs` for it to arrive (the store
 * sends while answering, but the sink parses after the SMTP reply).
 */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  subjectPart: string,
  timeoutMs = 15_000,
): Promise<SinkMail> {
  let found: SinkMail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, to)).filter((mail) => mail.subject.includes(subjectPart)).at(-1)
        return Boolean(found)
      },
      { timeout: timeoutMs, message: `a mail to ${to} about "${subjectPart}"` },
    )
    .toBe(true)
  return found as SinkMail
}

/** The first link in a mail's plain text that starts with `prefix` (e.g. `${BASE_URL}/password/reset`). */
export function linkIn(mail: SinkMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix))
  if (!link) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`)
  return link
}
