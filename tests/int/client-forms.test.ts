// Client forms (issue 11, item 6): the contact form stored and mailed to support, the newsletter's double opt-in,
// the rate limits, and that nobody but admins reads either collection.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_MESSAGES } from '../../src/lib/forms/contact'
import { EMAIL_MESSAGES } from '../../src/lib/forms/email'
import { NEWSLETTER_MESSAGES } from '../../src/lib/forms/newsletter'
import {
  confirmEndpoint,
  contactEndpoint,
  subscribeEndpoint,
  unsubscribeEndpoint,
} from '../../src/plugins/client-forms'
import { type MailSink, recipientsOf, startMailSink } from '../support/mail-sink'
import { callEndpoint, restClient } from './http'
import { DEMO, DEMO_PASSWORDS, testPayload, userByEmail } from './payload'

let payload: Payload
let sink: MailSink
let supportEmail: string
const run = Date.now().toString(36)
const OTHER = `forms-other-${run}@padforge.example`
const PASSWORDS: Record<string, string> = { ...DEMO_PASSWORDS, [OTHER]: 'forms-other-pass' }
const { rest, as } = restClient(() => payload, PASSWORDS)

type Reply = { message: string; errors?: Record<string, string[]> }

beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = sink.url // read when the config is built
  process.env.TRUST_PROXY = '1' // the 429 tests tell clients apart by X-Forwarded-For; other calls stay 'unknown'
  payload = await testPayload()
  supportEmail = (await payload.findGlobal({ slug: 'site-settings' })).supportEmail ?? ''
  expect(supportEmail).toMatch(/@/)
  await payload.create({
    collection: 'users',
    data: { email: OTHER, password: PASSWORDS[OTHER] as string, role: 'customer', firstName: 'Other' },
    overrideAccess: true, // the test reads what the operation stored
  })
})

afterAll(async () => {
  delete process.env.SMTP_URL
  delete process.env.TRUST_PROXY
  await sink?.stop()
})

const mailsTo = (to: string) => sink.messages.filter((m) => recipientsOf(m).includes(to.toLowerCase()))

describe('contact form', () => {
  it('refuses an empty form with every spec message and stores nothing', async () => {
    const before = (await payload.count({ collection: 'contact-messages' })).totalDocs
    const { status, json } = await callEndpoint<Reply>(payload, contactEndpoint, { body: {} })
    expect(status).toBe(422)
    expect(json.errors).toEqual({
      name: ['Please enter your name'],
      email: [EMAIL_MESSAGES.required],
      subject: ['Please enter subject'],
      text: ['Please enter text'],
    })
    expect((await payload.count({ collection: 'contact-messages' })).totalDocs).toBe(before)
  })

  it('stores the message and mails it to the support address with reply-to the sender', async () => {
    const email = `contact-${run}@example.com`
    const form = { name: 'Ann <Lee>', email, subject: `Where is my order ${run}`, text: 'Line one\nLine two' }
    const { status, json } = await callEndpoint<Reply>(payload, contactEndpoint, { body: form })
    expect(status).toBe(200)
    expect(json.message).toBe(CONTACT_MESSAGES.sent)
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: email } },
      overrideAccess: true, // the test reads what the operation stored
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ name: 'Ann <Lee>', subject: form.subject, text: form.text, status: 'new' })
    const mail = await sink.waitFor((m) => m.subject === `[Contact] ${form.subject}`)
    expect(recipientsOf(mail)).toEqual([supportEmail.toLowerCase()])
    expect(mail.replyTo?.value[0]).toEqual({ name: 'Ann <Lee>', address: email })
    expect(mail.text).toContain('Line one\nLine two')
    expect(mail.html).toContain('Ann &lt;Lee&gt;')
    expect(mail.html).not.toContain('Ann <Lee>')
  })

  it('records a signed-in sender as the customer, and that customer still cannot read it', async () => {
    const other = await userByEmail(payload, OTHER)
    const form = { name: 'Other', email: OTHER, subject: `Signed in ${run}`, text: 'Hello' }
    expect((await callEndpoint<Reply>(payload, contactEndpoint, { body: form, user: other })).status).toBe(200)
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { subject: { equals: form.subject } },
      overrideAccess: true, // the test reads what the operation stored
      depth: 0,
    })
    expect(docs[0]?.customer).toBe(other.id)
    const own = await rest(`/contact-messages/${docs[0]?.id}`, await as({ email: OTHER }))
    expect(own.status).toBe(403)
  })
})

describe('newsletter double opt-in', () => {
  const tokenOf = (text: string) => {
    const match = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)
    if (!match) throw new Error('no confirmation link')
    return match[1] as string
  }
  const subscriber = async (email: string) =>
    (
      await payload.find({
        collection: 'newsletter-subscribers',
        where: { email: { equals: email } },
        overrideAccess: true, // the test reads what the operation stored
        showHiddenFields: true,
      })
    ).docs[0]

  it('refuses a bad address with the spec messages', async () => {
    for (const [email, message] of [
      ['', EMAIL_MESSAGES.required],
      ['nope', EMAIL_MESSAGES.invalid],
    ]) {
      const { status, json } = await callEndpoint<Reply>(payload, subscribeEndpoint, { body: { email } })
      expect(status).toBe(422)
      expect(json.errors).toEqual({ email: [message] })
    }
  })

  it('pending → confirm → confirmed; the link works once; a known address gets the same reply', async () => {
    const email = `News-${run}@Example.com`
    const lower = email.toLowerCase()
    const first = await callEndpoint<Reply>(payload, subscribeEndpoint, { body: { email } })
    expect(first).toEqual({ status: 200, json: { message: NEWSLETTER_MESSAGES.checkInbox } })
    const pending = await subscriber(lower)
    expect(pending?.status).toBe('pending')
    expect(pending?.confirmedAt ?? null).toBeNull()
    const mail = await sink.waitFor((m) => recipientsOf(m).includes(lower))
    expect(mail.subject).toMatch(/Confirm your Padforge newsletter subscription/)
    const token = tokenOf(mail.text ?? '')
    expect(pending?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(pending?.tokenHash).not.toContain(token)

    const confirmed = await callEndpoint<Reply>(payload, confirmEndpoint, { body: { token } })
    expect(confirmed).toEqual({ status: 200, json: { message: NEWSLETTER_MESSAGES.confirmed } })
    const after = await subscriber(lower)
    expect(after?.status).toBe('confirmed')
    expect(after?.confirmedAt).toBeTruthy()

    const again = await callEndpoint<Reply>(payload, confirmEndpoint, { body: { token } })
    expect(again).toEqual({ status: 422, json: { message: NEWSLETTER_MESSAGES.badToken } })

    // Subscribing a confirmed address: the same words, no mail, nothing changed.
    const mailsBefore = mailsTo(lower).length
    const known = await callEndpoint<Reply>(payload, subscribeEndpoint, { body: { email: lower } })
    expect(known).toEqual(first)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo(lower)).toHaveLength(mailsBefore)
    expect((await subscriber(lower))?.status).toBe('confirmed')
  })

  it('a new request replaces the pending token; an expired token is refused', async () => {
    const email = `expire-${run}@example.com`
    await callEndpoint<Reply>(payload, subscribeEndpoint, { body: { email } })
    const firstToken = tokenOf((await sink.waitFor((m) => recipientsOf(m).includes(email))).text ?? '')
    const repeat = await callEndpoint<Reply>(payload, subscribeEndpoint, { body: { email } })
    expect(repeat.json.message).toBe(NEWSLETTER_MESSAGES.checkInbox)
    await expect.poll(() => mailsTo(email).length).toBe(2)
    const secondToken = tokenOf(mailsTo(email)[1]?.text ?? '')
    expect(secondToken).not.toBe(firstToken)
    expect((await callEndpoint<Reply>(payload, confirmEndpoint, { body: { token: firstToken } })).status).toBe(422)

    const row = await subscriber(email)
    await payload.update({
      collection: 'newsletter-subscribers',
      id: row?.id as number,
      data: { tokenExpiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true, // the test reads what the operation stored
    })
    const expired = await callEndpoint<Reply>(payload, confirmEndpoint, { body: { token: secondToken } })
    expect(expired).toEqual({ status: 422, json: { message: NEWSLETTER_MESSAGES.badToken } })
    expect((await subscriber(email))?.status).toBe('pending')
  })

  it('the unsubscribe link of the mail unsubscribes; a forged one is refused', async () => {
    const email = `unsub-${run}@example.com`
    await callEndpoint<Reply>(payload, subscribeEndpoint, { body: { email } })
    const text = (await sink.waitFor((m) => recipientsOf(m).includes(email))).text ?? ''
    const link = new URL(/(http\S+\/newsletter\/unsubscribe\S+)/.exec(text)?.[1] ?? '')
    const sig = link.searchParams.get('sig') as string
    const forged = await callEndpoint<Reply>(payload, unsubscribeEndpoint, {
      body: { email: `someone-${run}@example.com`, sig },
    })
    expect(forged).toEqual({ status: 422, json: { message: NEWSLETTER_MESSAGES.badUnsubscribe } })
    const ok = await callEndpoint<Reply>(payload, unsubscribeEndpoint, {
      body: { email: link.searchParams.get('email'), sig },
    })
    expect(ok).toEqual({ status: 200, json: { message: NEWSLETTER_MESSAGES.unsubscribed } })
    expect((await subscriber(email))?.status).toBe('unsubscribed')
  })
})

describe('limits and access through the REST router', () => {
  const post = (address: string, body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })
  // A fresh documentation address per run: counters live in Postgres and outlast a run.
  const address = `198.51.100.${(Date.now() % 200) + 20}`

  it('the sixth contact message from one client in ten minutes is 429', async () => {
    const form = { name: 'Rate', email: `rate-${run}@example.com`, subject: 'Rate', text: 'Counting' }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await rest('/contact', post(address, form))).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('the fourth subscription of one address from one client in an hour is 429', async () => {
    const body = { email: `rate-news-${run}@example.com` }
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await rest('/newsletter/subscribe', post(address, body))).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('ten sign-ups for one new address at once all answer 200 with the same reply, and one row is stored', async () => {
    const email = `double-click-${run}@example.com`
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const response = await rest(
          '/newsletter/subscribe',
          post(`203.0.113.${(Date.now() % 100) + 100 + i}`, { email }),
        )
        return { status: response.status, json: await response.json() }
      }),
    )
    expect(answers).toEqual(Array(10).fill({ status: 200, json: { message: NEWSLETTER_MESSAGES.checkInbox } }))
    const { totalDocs } = await payload.count({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      overrideAccess: true, // the test reads what the operation stored
    })
    expect(totalDocs).toBe(1)
  })

  it('guests and customers cannot read or write either collection; admins read them', async () => {
    for (const path of ['/contact-messages', '/newsletter-subscribers']) {
      for (const user of [null, { email: DEMO.customer }, { email: OTHER }]) {
        expect((await rest(path, await as(user))).status).toBe(403)
        const created = await rest(path, await as(user, { method: 'POST', body: JSON.stringify({ email: 'x@y.z' }) }))
        expect(created.status).toBe(403)
      }
      const admin = await rest(`${path}?limit=1`, await as({ email: DEMO.admin }))
      expect(admin.status).toBe(200)
      const doc = ((await admin.json()) as { docs: Record<string, unknown>[] }).docs[0]
      expect(doc).toBeTruthy()
      expect(doc).not.toHaveProperty('tokenHash')
    }
  })
})
