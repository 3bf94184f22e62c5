// E-mail (issue 11, item 3): Payload's adapter over a real SMTP server running in this process, the outbox that
// records every mail (sent, kept without SMTP, failed), and who may read it.
import { createServer } from 'node:net'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Outbox } from '../../src/payload-types'
import { mailAdapter } from '../../src/plugins/mail'
import { inTransaction } from '../../src/server/transaction'
import { type MailSink, recipientsOf, startMailSink } from '../support/mail-sink'
import { restClient } from './http'
import { DEMO, DEMO_PASSWORDS, testPayload, userByEmail } from './payload'

let payload: Payload
let sink: MailSink
const run = Date.now().toString(36)
const OTHER = `mail-other-${run}@padforge.example`
const PASSWORDS: Record<string, string> = { ...DEMO_PASSWORDS, [OTHER]: 'mail-other-pass' }
const { rest, as } = restClient(() => payload, PASSWORDS)

beforeAll(async () => {
  sink = await startMailSink()
  // Read once when the config is built (mailPlugin): the store in this file sends to the sink.
  process.env.SMTP_URL = sink.url
  payload = await testPayload()
  await payload.create({
    collection: 'users',
    data: { email: OTHER, password: PASSWORDS[OTHER] as string, role: 'customer', firstName: 'Other' },
    overrideAccess: true,
  })
})

afterAll(async () => {
  delete process.env.SMTP_URL
  await sink?.stop()
})

const outboxRow = async (id: number | string | null) =>
  (await payload.findByID({ collection: 'outbox', id: id as number, depth: 0, overrideAccess: true })) as Outbox

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('sending', () => {
  it('payload.sendEmail reaches the SMTP server with from, to, subject, HTML and text, and is recorded sent', async () => {
    const to = `sent-${run}@example.com`
    const result = (await payload.sendEmail({
      to,
      subject: 'Hello from the test',
      html: '<p>Hello <b>HTML</b></p>',
      text: 'Hello text',
    })) as { status: string; outboxId: number }
    const mail = await sink.waitFor((m) => recipientsOf(m).includes(to))
    expect(mail.from?.value[0]).toEqual({ address: 'no-reply@padforge.example', name: 'Padforge' })
    expect(mail.subject).toBe('Hello from the test')
    expect(mail.html).toContain('Hello <b>HTML</b>')
    expect(mail.text?.trim()).toBe('Hello text')
    expect(result.status).toBe('sent')
    const row = await outboxRow(result.outboxId)
    expect(row).toMatchObject({ to, status: 'sent', subject: 'Hello from the test', text: 'Hello text' })
    expect(row.from).toContain('no-reply@padforge.example')
    expect(row.messageId).toBe(mail.messageId)
  })

  it("Payload's own forgot-password mail goes through the adapter too", async () => {
    const customer = await userByEmail(payload, DEMO.customer)
    await payload.forgotPassword({ collection: 'users', data: { email: customer.email }, disableEmail: false })
    const mail = await sink.waitFor((m) => recipientsOf(m).includes(customer.email))
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: customer.email } }, { status: { equals: 'sent' } }] },
      overrideAccess: true,
      sort: '-createdAt',
      limit: 1,
    })
    expect(docs[0]?.messageId).toBe(mail.messageId)
  })

  it('without SMTP the mail is kept in the outbox, whole, for the admin to read', async () => {
    const adapter = mailAdapter({ smtpUrl: '', from: 'Shop <shop@padforge.example>' })({ payload })
    const to = `kept-${run}@example.com`
    const before = sink.messages.length
    const result = await adapter.sendEmail({ to, subject: 'Kept', html: '<p>Read me</p>', text: 'Read me' })
    expect(result.status).toBe('kept')
    expect(await outboxRow(result.outboxId)).toMatchObject({
      to,
      from: 'Shop <shop@padforge.example>',
      status: 'kept',
      subject: 'Kept',
      html: '<p>Read me</p>',
      text: 'Read me',
    })
    expect(sink.messages.length).toBe(before)
  })

  it('a sent mail is recorded without its secrets; a kept one keeps them for the admin to pass on', async () => {
    const secret = `reset-token-${run}`
    const body = { subject: 'Secret', html: `<a href="https://x.io/${secret}">go</a>`, text: `https://x.io/${secret}` }
    const to = `secret-${run}@example.com`
    // Mail.secrets rides along in the message (Payload's type does not name it; our adapter takes it out).
    const message = { to, ...body, secrets: [secret] }
    const sent = (await payload.sendEmail(message)) as { outboxId: number }
    const arrived = await sink.waitFor((m) => recipientsOf(m).includes(to))
    expect(arrived.text).toContain(secret)
    expect(arrived.headers.has('secrets')).toBe(false)
    const row = await outboxRow(sent.outboxId)
    expect(`${row.html}${row.text}`).not.toContain(secret)
    expect(row.text).toBe('https://x.io/[hidden once sent]')

    const adapter = mailAdapter({ smtpUrl: '' })({ payload })
    const kept = await adapter.sendEmail(message)
    expect((await outboxRow(kept.outboxId)).text).toContain(secret)
  })

  it('a refused connection is recorded failed with the error, and the call rejects', async () => {
    const adapter = mailAdapter({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` })({ payload })
    const to = `failed-${run}@example.com`
    await expect(adapter.sendEmail({ to, subject: 'Fails', text: 'x' })).rejects.toThrow()
    const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ status: 'failed', subject: 'Fails' })
    expect(docs[0]?.error).toMatch(/ECONNREFUSED|connect/i)
  })

  it("the outbox row survives the caller's transaction rolling back (the mail cannot be called back)", async () => {
    const req = await createLocalReq({}, payload)
    const to = `rollback-${run}@example.com`
    await expect(
      inTransaction(req, async () => {
        await payload.create({
          collection: 'contact-messages',
          data: { name: 'Rollback', email: to, subject: 'Rolled back', text: 'x', status: 'new' },
          req,
          overrideAccess: true,
        })
        await payload.sendEmail({ to, subject: 'Inside a transaction', text: 'x' })
        throw new Error('the caller fails after sending')
      }),
    ).rejects.toThrow('the caller fails')
    const messages = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: to } },
      overrideAccess: true,
    })
    expect(messages.totalDocs).toBe(0)
    const rows = await payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true })
    expect(rows.docs.map((d) => d.status)).toEqual(['sent'])
  })
})

describe('who reads the outbox', () => {
  it('guests and customers are refused; admins list it', async () => {
    expect((await rest('/outbox', await as(null))).status).toBe(403)
    expect((await rest('/outbox', await as({ email: DEMO.customer }))).status).toBe(403)
    expect((await rest('/outbox', await as({ email: OTHER }))).status).toBe(403)
    const admin = await rest('/outbox?limit=5', await as({ email: DEMO.admin }))
    expect(admin.status).toBe(200)
    expect(((await admin.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0)
  })

  it('nobody writes it through the API, admins included', async () => {
    const body = JSON.stringify({ to: 'x@y.z', subject: 'forged', status: 'sent' })
    const created = await rest('/outbox', await as({ email: DEMO.admin }, { method: 'POST', body }))
    expect(created.status).toBe(403)
    const { docs } = await payload.find({ collection: 'outbox', limit: 1, overrideAccess: true })
    const id = docs[0]?.id
    const patched = await rest(`/outbox/${id}`, await as({ email: DEMO.admin }, { method: 'PATCH', body }))
    expect(patched.status).toBe(403)
    const deleted = await rest(`/outbox/${id}`, await as({ email: DEMO.admin }, { method: 'DELETE' }))
    expect(deleted.status).toBe(403)
    expect((await outboxRow(id as number)).subject).not.toBe('forged')
  })
})
