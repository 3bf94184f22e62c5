// Customer accounts (issue 11): registration, the session it opens, password reset by mailed link, captcha seam.
// Through Payload's REST router as /api requests reach it in the app.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload, SendEmailOptions } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES, CAPTCHA_MESSAGE } from '../../src/lib/account'
import { type MailSink, type ParsedMail, recipientsOf, startMailSink } from '../support/mail-sink'
import { restClient } from './http'
import { DEMO_PASSWORDS, testPayload } from './payload'
import { newUser } from './users'

// Limits are read at each request: small ones keep the test short. Addresses are told apart only behind a proxy.
Object.assign(process.env, {
  TRUST_PROXY: '1',
  RATE_LIMIT_REGISTER: '3/3600',
  RATE_LIMIT_PASSWORD_RESET: '50/3600',
  RATE_LIMIT_PASSWORD_RESET_ADDRESS: '200/3600',
})

const ORIGIN = 'http://localhost:3000'
const DOMAIN = '@accounts.padforge.test'
let payload: Payload
const { rest } = restClient(() => payload, DEMO_PASSWORDS)

/** The SMTP server the store sends to in this file: mails are read from what really arrived. */
let sink: MailSink
/** Set to make the store's mail sending fail (the SMTP server is down). */
let failMail = false

let addressCount = 0
/** A fresh client address for each request, so only the test that means to reach a limit does. */
const nextAddress = () => `198.18.${Math.floor(++addressCount / 250)}.${(addressCount % 250) + 1}`

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  rest(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': nextAddress(), ...headers },
    body: JSON.stringify(body),
  })

const form = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password: 'analytical',
  confirmPassword: 'analytical',
  ...extra,
})

const cookieOf = (response: Response) => /payload-token=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0]

const sessionWith = async (cookie: string | undefined) => {
  const response = await rest('/session', { headers: { cookie: cookie ?? '', origin: ORIGIN } })
  return ((await response.json()) as { viewer: { id: number; firstName: string } | null }).viewer
}

const usersNamed = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs // the test's own fixture

/** The first mail to `email` about `subject` that arrived after the mails in `before`. */
const mailTo = (email: string, subject: RegExp, before: ReadonlySet<ParsedMail> = new Set()) =>
  sink.waitFor((m) => !before.has(m) && recipientsOf(m).includes(email) && subject.test(m.subject ?? ''))

const tokenIn = (text: string) => /\/password\/reset\/([0-9a-f]{20,})/.exec(text)?.[1]

beforeAll(async () => {
  sink = await startMailSink()
  // Read when the config is built, i.e. by this file's first testPayload().
  process.env.SMTP_URL = sink.url
  payload = await testPayload()
  await payload.delete({ collection: 'users', where: { email: { like: DOMAIN } }, overrideAccess: true }) // the test's own fixture
  const original = payload.sendEmail.bind(payload)
  payload.sendEmail = async (message: SendEmailOptions) => {
    if (failMail) throw new Error('the mail server is down')
    return original(message)
  }
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { like: DOMAIN } }, overrideAccess: true }) // the test's own fixture
  await sink.stop()
})

describe('registration', () => {
  it('creates a customer, signs them in (the cookie works on GET /api/session) and sends the welcome mail', async () => {
    const email = `ada${DOMAIN}`
    const response = await post('/account/register', form(email))
    expect(response.status).toBe(201)
    const body = (await response.json()) as { customer: { id: number; firstName: string; isAdmin: boolean } }
    expect(body.customer).toMatchObject({ firstName: 'Ada', name: 'Ada L.', isAdmin: false, canComment: true })
    const cookie = cookieOf(response)
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    expect(response.headers.get('set-cookie')).toMatch(/SameSite=Lax/i)
    expect(await sessionWith(cookie)).toMatchObject({ id: body.customer.id, firstName: 'Ada' })
    const welcome = await mailTo(email, /Welcome/)
    expect(String(welcome.html)).toContain('http://localhost:3000/account/orders/all')
    expect(welcome.text).toContain('http://localhost:3000/account/orders/all')
  })

  it('a second customer gets their own session, never the first one', async () => {
    const first = await post('/account/register', form(`first${DOMAIN}`, { firstName: 'First' }))
    const second = await post('/account/register', form(`second${DOMAIN}`, { firstName: 'Second' }))
    expect((await sessionWith(cookieOf(first)))?.firstName).toBe('First')
    expect((await sessionWith(cookieOf(second)))?.firstName).toBe('Second')
  })

  it('refuses an e-mail that has an account, in any case, with the message', async () => {
    const email = `taken${DOMAIN}`
    expect((await post('/account/register', form(email))).status).toBe(201)
    for (const variant of [email, email.toUpperCase(), ` Taken${DOMAIN} `]) {
      const response = await post('/account/register', form(variant))
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({ message: ACCOUNT_MESSAGES.emailTaken })
      expect(cookieOf(response)).toBeUndefined()
    }
    expect(await usersNamed(email)).toHaveLength(1)
  })

  it('parallel registrations of one e-mail: one account, the others the clear message, no 500', async () => {
    const email = `race${DOMAIN}`
    const responses = await Promise.all(
      [email, email.toUpperCase(), email, `Race${DOMAIN}`].map((e) => post('/account/register', form(e))),
    )
    const statuses = responses.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409])
    for (const r of responses.filter((r) => r.status === 409))
      expect(await r.json()).toEqual({ message: ACCOUNT_MESSAGES.emailTaken })
    expect(await usersNamed(email)).toHaveLength(1)
  })

  it('ignores a role or flags in the body', async () => {
    const email = `sneaky${DOMAIN}`
    const response = await post(
      '/account/register',
      form(email, { role: 'admin', isAffiliateMember: true, isPartner: true, canComment: false, id: 1 }),
    )
    expect(response.status).toBe(201)
    const [user] = await usersNamed(email)
    expect(user).toMatchObject({ role: 'customer', canComment: true, isAffiliateMember: false, isPartner: false })
    expect(user!.id).not.toBe(1)
  })

  it('answers a bad form with 422 and the spec messages, and creates nothing', async () => {
    const response = await post('/account/register', { email: `bad${DOMAIN}`, password: '123', confirmPassword: '1' })
    expect(response.status).toBe(422)
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
    expect(body.errors).toEqual({
      firstName: ['Please enter first name'],
      lastName: ['Please enter last name'],
      password: ['Min password length is 6 symbols'],
      confirmPassword: ['Passwords is not match'],
    })
    expect(await usersNamed(`bad${DOMAIN}`)).toHaveLength(0)
  })

  it('keeps the account when the welcome mail fails', async () => {
    failMail = true
    try {
      const response = await post('/account/register', form(`nomail${DOMAIN}`))
      expect(response.status).toBe(201)
      expect(cookieOf(response)).toBeTruthy()
    } finally {
      failMail = false
    }
    expect(await usersNamed(`nomail${DOMAIN}`)).toHaveLength(1)
  })

  it('guests still cannot create users through POST /api/users', async () => {
    const response = await post('/users', { email: `direct${DOMAIN}`, password: 'whatever1', role: 'admin' })
    expect(response.status).toBe(403)
    expect(await usersNamed(`direct${DOMAIN}`)).toHaveLength(0)
  })

  it('answers 429 past the registration limit per address', async () => {
    const address = '203.0.113.90'
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await post('/account/register', form(`limit-${i}${DOMAIN}`), { 'x-forwarded-for': address })).status,
      )
    expect(statuses).toEqual([201, 201, 201, 429])
    expect(await usersNamed(`limit-3${DOMAIN}`)).toHaveLength(0)
  })
})

describe('password reset', () => {
  const email = `reset${DOMAIN}`

  beforeAll(async () => {
    expect((await post('/account/register', form(email, { firstName: 'Resa' }))).status).toBe(201)
  })

  const requestLink = async (who: string) => {
    const before = new Set(sink.messages)
    const response = await post('/users/forgot-password', { email: who })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: ACCOUNT_MESSAGES.resetSent })
    const mail = await mailTo(who, /Reset your/, before)
    return { mail, token: tokenIn(String(mail.text))! }
  }

  it('gives the same reply for known and unknown e-mails, without waiting for the lookup or the mail', async () => {
    const before = new Set(sink.messages)
    // Hold the account's row: the token's write, and so the mail, wait behind it. A reply that waited for either
    // would never come while the row is held (the test would time out), so the replies prove they do not, whatever
    // the machine's speed.
    const account = (await usersNamed(email))[0]!
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await holder.connect()
    try {
      await holder.query('begin')
      await holder.query('select id from users where id = $1 for update', [account.id])
      for (let i = 0; i < 5; i++) {
        const known = await post('/users/forgot-password', { email })
        const unknown = await post('/users/forgot-password', { email: `nobody-${i}${DOMAIN}` })
        expect(unknown.status).toBe(known.status)
        expect(await unknown.json()).toEqual(await known.json())
      }
      expect(sink.messages.filter((m) => !before.has(m) && recipientsOf(m).includes(email))).toEqual([])
    } finally {
      await holder.query('rollback')
      await holder.end()
    }
    // Released, the known e-mail gets its five mails; none went to the unknown ones. (Waiting for all five also keeps
    // a late one from being taken for the next test's mail.)
    const resetMails = () => sink.messages.filter((m) => !before.has(m) && /Reset your/.test(m.subject ?? ''))
    await expect.poll(() => resetMails().length, { timeout: 10_000 }).toBe(5)
    expect(resetMails().every((m) => recipientsOf(m).includes(email))).toBe(true)
  })

  it('refuses a bad e-mail with the spec message', async () => {
    const response = await post('/users/forgot-password', { email: 'nope' })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      email: ['Please enter a valid E-mail'],
    })
  })

  it('mails a link in HTML and plain text; it works once and signs in', async () => {
    const { mail, token } = await requestLink(email)
    expect(token).toBeTruthy()
    expect(String(mail.html)).toContain(`http://localhost:3000/password/reset/${token}`)
    expect(mail.text).toContain(`http://localhost:3000/password/reset/${token}`)

    const short = await post('/users/reset-password', { token, password: '12345' })
    expect(short.status).toBe(422)
    expect(await short.json()).toMatchObject({ errors: { password: ['Min password length is 6 symbols'] } })

    const first = await post('/users/reset-password', { token, password: 'brand-new-pass' })
    expect(first.status).toBe(200)
    expect((await sessionWith(cookieOf(first)))?.firstName).toBe('Resa')

    const again = await post('/users/reset-password', { token, password: 'another-pass' })
    expect(again.status).toBe(403)
    expect(await again.json()).toEqual({ message: ACCOUNT_MESSAGES.resetTokenBad })

    const login = await post('/users/login', { email, password: 'brand-new-pass' })
    expect(login.status).toBe(200)
    expect((await post('/users/login', { email, password: 'another-pass' })).status).toBe(401)
  })

  it('an expired link fails', async () => {
    const { token } = await requestLink(email)
    await payload.db.updateOne({
      collection: 'users',
      where: { email: { equals: email } },
      data: { resetPasswordExpiration: new Date(Date.now() - 60_000).toISOString() },
    })
    const response = await post('/users/reset-password', { token, password: 'too-late-pass' })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: ACCOUNT_MESSAGES.resetTokenBad })
  })

  it('the link expires after an hour', async () => {
    await requestLink(email)
    const user = (await payload.db.findOne({ collection: 'users', where: { email: { equals: email } } })) as {
      resetPasswordExpiration?: string
    }
    const minutes = (new Date(user.resetPasswordExpiration!).getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(58)
    expect(minutes).toBeLessThanOrEqual(60)
  })
})

describe('captcha', () => {
  let server: Server
  const seen: URLSearchParams[] = []

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = ''
      req.on('data', (chunk) => {
        raw += chunk
      })
      req.on('end', () => {
        const form = new URLSearchParams(raw)
        seen.push(form)
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ success: form.get('secret') === 'test-secret' && form.get('response') === 'human' }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    Object.assign(process.env, {
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: 'test-site',
      CAPTCHA_SECRET_KEY: 'test-secret',
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    })
  })

  afterAll(async () => {
    for (const name of ['CAPTCHA_PROVIDER', 'CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET_KEY', 'CAPTCHA_VERIFY_URL'])
      delete process.env[name]
    await new Promise((resolve) => server.close(resolve))
  })

  it('tells the browser the provider and site key, never the secret', async () => {
    const response = await rest('/account/captcha', {})
    expect(await response.json()).toEqual({ captcha: { provider: 'turnstile', siteKey: 'test-site' } })
  })

  it('registration: a failed or missing answer is refused, a passed one goes through', async () => {
    const refused = await post('/account/register', form(`robot${DOMAIN}`, { captcha: 'robot' }))
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({ message: CAPTCHA_MESSAGE, errors: { captcha: [CAPTCHA_MESSAGE] } })
    expect((await post('/account/register', form(`robot${DOMAIN}`))).status).toBe(422)
    expect(await usersNamed(`robot${DOMAIN}`)).toHaveLength(0)

    const passed = await post('/account/register', form(`human${DOMAIN}`, { captcha: 'human' }))
    expect(passed.status).toBe(201)
    expect(seen.at(-1)?.get('response')).toBe('human')
    expect(seen.at(-1)?.get('secret')).toBe('test-secret')
  })

  it('login and the reset request ask for it too', async () => {
    const own = await newUser(payload, 'customer', 'captcha-login')
    const credentials = { email: own.email, password: own.password }
    expect((await post('/users/login', { ...credentials, captcha: 'robot' })).status).toBe(422)
    expect((await post('/users/login', { ...credentials, captcha: 'human' })).status).toBe(200)
    expect((await post('/users/forgot-password', { email: own.email, captcha: 'robot' })).status).toBe(422)
    expect((await post('/users/forgot-password', { email: `x${DOMAIN}`, captcha: 'human' })).status).toBe(200)
  })

  it('an unreachable provider fails the check instead of letting the form through', async () => {
    process.env.CAPTCHA_VERIFY_URL = 'http://127.0.0.1:9/siteverify'
    try {
      expect((await post('/account/register', form(`down${DOMAIN}`, { captcha: 'human' }))).status).toBe(422)
    } finally {
      process.env.CAPTCHA_VERIFY_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`
    }
  })
})
