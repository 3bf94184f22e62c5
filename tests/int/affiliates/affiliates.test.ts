// Referral and affiliate programs (issue 31) on the real Postgres: attribution, the friend's code, self-referral,
// the reward's life, the partner calls and who may read what.
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AFFILIATE_MESSAGES } from '../../../src/lib/affiliates/messages'
import { emailKey } from '../../../src/lib/email-identity'
import { settleReward } from '../../../src/plugins/affiliates'
import { friendOfferFor } from '../../../src/plugins/affiliates/operations/friend-offer'
import { manageHash } from '../../../src/plugins/affiliates/operations/signatures'
import { ordersSettled } from '../../../src/plugins/orders/operations/after-order'
import { emailKeySql } from '../../../src/server/email-key'
import { sql } from '../../../src/server/sql'
import { type MailSink, recipientsOf, startMailSink } from '../../support/mail-sink'
import { guestEmail, requestAs } from '../checkout/fixtures'
import { restClient } from '../http'
import { testPayload } from '../payload'
import { stockedBuild } from '../payments/helpers'
import { deliver } from '../returns/fixtures'
import { newUser } from '../users'
import { ledgerOfReferral, memberOf, placeWith, refCookie, referralOf } from './fixtures'

let payload: Payload
let sink: MailSink
let uid: string
type User = Awaited<ReturnType<typeof newUser>>
let casey: User
let bob: User
let staff: User
let caseyCode: string
const { rest, as } = restClient(() => payload)
const controller = () => [{ id: uid, type: 'controller' as const, quantity: 1 }]

beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = sink.url
  payload = await testPayload()
  ;({ uid } = await stockedBuild(payload))
  casey = await newUser(payload, 'customer', 'casey-ref')
  bob = await newUser(payload, 'customer', 'bob-ref')
  staff = await newUser(payload, 'admin', 'ref-desk')
  caseyCode = (await memberOf(payload, casey)).code
})

afterAll(async () => {
  await sink.stop()
})

describe('emailKey in SQL', () => {
  it('agrees with the TypeScript on the same addresses', async () => {
    for (const address of [
      'Ann.Lee+x@Example.com',
      ' a.n.n+promo@gmail.com',
      'Ann@GoogleMail.com',
      'bob@example.org',
    ]) {
      const { rows } = await payload.db.drizzle.execute(sql`select ${emailKeySql(sql`${address}::text`)} as key`)
      expect((rows[0] as { key: string }).key, address).toBe(emailKey(address))
    }
  })
})

describe('arriving through a link', () => {
  it('sets the signed, httpOnly cookie for 30 days, records the visit and goes on without ref', async () => {
    const response = await rest(
      `/affiliates/visit?ref=${caseyCode.toLowerCase()}&to=${encodeURIComponent('/store?x=1&ref=OLD')}`,
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/store?x=1')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^pf_ref=[A-Z0-9]+\.\d+\.[\w-]+;/)
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/Max-Age=2592000/)
    expect(cookie).toMatch(/SameSite=Lax/)
    const affiliate = (await payload.find({ collection: 'affiliates', where: { code: { equals: caseyCode } } }))
      .docs[0]!
    const { totalDocs } = await payload.count({
      collection: 'affiliate-visits',
      where: { affiliate: { equals: affiliate.id } },
    })
    expect(totalDocs).toBeGreaterThan(0)
  })

  it('sets nothing for an unknown code, and never sends the shopper to another site', async () => {
    const unknown = await rest('/affiliates/visit?ref=NOSUCHCODE&to=/store')
    expect(unknown.status).toBe(302)
    expect(unknown.headers.get('set-cookie')).toBeNull()
    for (const to of ['//evil.com/x', 'https://evil.com', '/\\evil.com'])
      expect(
        (await rest(`/affiliates/visit?ref=${caseyCode}&to=${encodeURIComponent(to)}`)).headers.get('location'),
      ).toBe('/')
  })
})

describe("the friend's $10", () => {
  it("is a single-use code for the friend's e-mail; their first order gets $10 off and Casey a pending $10", async () => {
    const friend = guestEmail('friend')
    const cookie = refCookie(payload, caseyCode)
    const offer = await rest('/affiliates/friend-offer', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ email: friend }),
    })
    const { offer: code } = (await offer.json()) as { offer: { code: string; discount: number } }
    expect(code.code).toMatch(/^FRIEND-/)
    expect(code.discount).toBe(1000)
    // Asking again (another case, a +tag) gives the same code: one per person.
    const again = await friendOfferFor(
      requestAs(payload),
      (await payload.find({ collection: 'affiliates', where: { code: { equals: caseyCode } } })).docs[0]!,
      friend.replace('@', '+again@').toUpperCase(),
    )
    expect(again?.code).toBe(code.code)

    const created = await placeWith(payload, controller(), { email: friend, coupon: code.code, cookie })
    const { order, referral } = await referralOf(payload, created.orderId)
    expect(order.totals?.discount).toBe(1000)
    expect(referral).toMatchObject({ source: 'checkout', reward: 1000, selfReferral: null })
    expect(await ledgerOfReferral(payload, referral!.id)).toMatchObject([
      { kind: 'reward', amount: 1000, status: 'pending' },
    ])
  })

  it('used twice at once gives one order', async () => {
    const friend = guestEmail('twice')
    const affiliate = (await payload.find({ collection: 'affiliates', where: { code: { equals: caseyCode } } }))
      .docs[0]!
    const offer = (await friendOfferFor(requestAs(payload), affiliate, friend))!
    const results = await Promise.allSettled(
      [0, 1].map(() => placeWith(payload, controller(), { email: friend, coupon: offer.code })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(String(refused.reason?.message)).toMatch(/usage limit|first order|already used/)
  })

  it("is refused to another e-mail and on a buyer's second order", async () => {
    const friend = guestEmail('second')
    const affiliate = (await payload.find({ collection: 'affiliates', where: { code: { equals: caseyCode } } }))
      .docs[0]!
    const offer = (await friendOfferFor(requestAs(payload), affiliate, friend))!
    await expect(placeWith(payload, controller(), { email: guestEmail('thief'), coupon: offer.code })).rejects.toThrow(
      /belongs to another e-mail/,
    )
    await placeWith(payload, controller(), { email: friend })
    await expect(placeWith(payload, controller(), { email: friend, coupon: offer.code })).rejects.toThrow(
      /first order only/,
    )
    // Nor is a new one made for someone who already ordered.
    expect(
      await friendOfferFor(
        requestAs(payload),
        affiliate,
        guestEmail('x').replace(/.*@/, `${friend.split('@')[0]}+new@`),
      ),
    ).toBeNull()
  })
})

describe('self-referral', () => {
  it('earns nothing when the buyer is the referrer: same customer, e-mail or address', async () => {
    const cookie = refCookie(payload, caseyCode)
    const own = await placeWith(payload, controller(), { user: casey, email: casey.email, cookie })
    expect((await referralOf(payload, own.orderId)).referral).toMatchObject({ selfReferral: 'customer', reward: 0 })

    const byEmail = await placeWith(payload, controller(), { email: casey.email.replace('@', '+alt@'), cookie })
    expect((await referralOf(payload, byEmail.orderId)).referral).toMatchObject({ selfReferral: 'email', reward: 0 })

    // Casey's earlier order shipped to the fixtures' address: a "friend" at the same door is Casey.
    const sameDoor = await placeWith(payload, controller(), {
      email: guestEmail('door'),
      cookie,
      address: { address1: '350 5th Avenue.' },
    })
    expect((await referralOf(payload, sameDoor.orderId)).referral).toMatchObject({ selfReferral: 'address', reward: 0 })
    for (const order of [own, byEmail, sameDoor]) {
      const { referral } = await referralOf(payload, order.orderId)
      expect(await ledgerOfReferral(payload, referral!.id)).toEqual([])
    }
  })
})

describe("the reward's life", () => {
  it('is approved after delivery and the return window, and a later refund adds a negative entry', async () => {
    const cookie = refCookie(payload, caseyCode)
    const created = await placeWith(payload, controller(), {
      email: guestEmail('life'),
      cookie,
      address: { address1: '1 Market Street', city: 'San Francisco', state: 'CA', zip: '94105' },
    })
    const { order, referral } = await referralOf(payload, created.orderId)
    expect(await settleReward(requestAs(payload), referral!.id)).toBe('wait')
    // Staff record the bank transfer: only a paid order moves past new (issue 50 item 8).
    await payload.update({ collection: 'orders', id: order.id, data: { paymentStatus: 'paid' }, overrideAccess: true })
    await deliver(payload, order.number, staff, 20)
    expect(await settleReward(requestAs(payload), referral!.id)).toBe('approve')
    expect(await ledgerOfReferral(payload, referral!.id)).toMatchObject([{ kind: 'reward', status: 'approved' }])

    await payload.create({
      collection: 'refunds',
      data: {
        order: order.id,
        status: 'succeeded',
        amount: 500,
        provider: 'manual',
        source: 'store',
        idempotencyKey: `t-${order.id}`,
      },
      overrideAccess: true, // a refund as staff record it
    })
    // The refund queued a look at the reward; running it twice writes one reversal.
    await Promise.all([settleReward(requestAs(payload), referral!.id), settleReward(requestAs(payload), referral!.id)])
    expect(await ledgerOfReferral(payload, referral!.id)).toMatchObject([
      { kind: 'reward', amount: 1000, status: 'approved' },
      { kind: 'reversal', amount: -1000, status: 'approved' },
    ])
  })

  it('lets an administrator mark an approved entry paid, and nothing else', async () => {
    const { docs } = await payload.find({
      collection: 'affiliate-ledger',
      where: { and: [{ status: { equals: 'pending' } }, { kind: { equals: 'reward' } }] },
      limit: 1,
      overrideAccess: true,
    })
    const pending = docs[0]!
    const response = await rest(
      `/affiliate-ledger/${pending.id}`,
      await as(staff, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'paid' }),
      }),
    )
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    const bobTry = await rest(
      `/affiliate-ledger/${pending.id}`,
      await as(bob, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'approved' }),
      }),
    )
    expect(bobTry.status).toBe(403)
    expect((await payload.findByID({ collection: 'affiliate-ledger', id: pending.id })).status).toBe('pending')
  })
})

describe('attach-affiliate (checkout.md)', () => {
  it("is the order owner's only, and does nothing once the order is attributed", async () => {
    const created = await placeWith(payload, controller(), {
      user: bob,
      email: bob.email,
      address: { address1: '77 Beacon Street', city: 'Boston', state: 'MA', zip: '02108' },
    })
    const path = `/orders/${created.orderId}/attach-affiliate`
    const post = async (user: User | null, cookie: string, body: unknown = {}) => {
      const init = user ? await as(user, { method: 'POST' }) : { method: 'POST' }
      const headers = new Headers(init.headers)
      headers.set('content-type', 'application/json')
      headers.set('cookie', [headers.get('cookie'), cookie].filter(Boolean).join('; '))
      return rest(path, { ...init, headers, body: JSON.stringify(body) })
    }
    const cookie = refCookie(payload, caseyCode)
    expect((await post(casey, cookie)).status).toBe(404)
    expect((await post(null, cookie, { token: 'wrong' })).status).toBe(404)
    const first = await post(bob, cookie)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ attached: true })
    expect(await (await post(bob, cookie)).json()).toEqual({ attached: false })
    expect(await (await post(null, cookie, { token: created.token })).json()).toEqual({ attached: false })
    expect((await referralOf(payload, created.orderId)).referral).toMatchObject({ source: 'attach', reward: 1000 })
  })
})

describe('who may read what', () => {
  it("gives customer B nothing of A's program", async () => {
    expect((await rest('/affiliates/me', await as(casey))).status).toBe(200)
    const mine = (await (await rest('/affiliates/me', await as(casey))).json()) as { code: string; link: string }
    expect(mine.code).toBe(caseyCode)
    expect(mine.link).toContain(`?ref=${caseyCode}`)
    const stranger = await newUser(payload, 'customer', 'stranger-ref')
    const theirs = await rest('/affiliates/me', await as(stranger))
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toEqual({ message: AFFILIATE_MESSAGES.notMember })
    for (const collection of ['affiliates', 'affiliate-ledger', 'referrals', 'affiliate-visits', 'friend-offers']) {
      const response = await rest(`/${collection}`, await as(bob))
      expect(response.status, collection).toBe(403)
    }
    expect((await rest('/affiliates/me')).status).toBe(401)
  })

  const rowsOfCustomer = async (customer: number) =>
    (
      await payload.find({
        collection: 'affiliates',
        where: { customer: { equals: customer } },
        depth: 0,
        overrideAccess: true, // the test reads what was written
      })
    ).docs

  it('makes a buyer a referral member with the account flag, after the reply', async () => {
    const buyer = await newUser(payload, 'customer', 'new-member')
    await placeWith(payload, controller(), { user: buyer, email: buyer.email })
    await ordersSettled() // the enrolment is the order's follow-up
    const user = await payload.findByID({ collection: 'users', id: buyer.id, overrideAccess: true })
    expect(user.isAffiliateMember).toBe(true)
    expect(user.isPartner).toBe(false)
    expect((await rest('/affiliates/me', await as(buyer))).status).toBe(200)
    // The row as Payload reads it: what its create would have stored, the e-mail field's hooks' work included.
    const { docs } = await payload.find({
      collection: 'affiliates',
      where: { customer: { equals: buyer.id } },
      depth: 0,
      overrideAccess: true, // the test reads what was written
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      email: buyer.email.toLowerCase(),
      emailKey: emailKey(buyer.email),
      name: buyer.firstName ?? null,
      kind: 'member',
      status: 'approved',
      customer: buyer.id,
      notificationsChosen: false,
    })
    expect(docs[0]?.code).toMatch(/^[A-Z0-9]+$/)
  })

  it('leaves staff who buy, and a partner who signed up with the same e-mail first, as they were', async () => {
    const rowsOf = async (where: Where) =>
      (await payload.find({ collection: 'affiliates', where, depth: 0, overrideAccess: true })).docs // the test reads what was written
    const clerk = await newUser(payload, 'admin', 'buying-clerk')
    await placeWith(payload, controller(), { user: clerk, email: clerk.email })
    await ordersSettled()
    expect(await rowsOf({ customer: { equals: clerk.id } })).toHaveLength(0)

    const buyer = await newUser(payload, 'customer', 'partner-first')
    await payload.create({
      collection: 'affiliates',
      data: {
        email: buyer.email.toUpperCase(),
        code: `PARTNER${Date.now().toString(36).toUpperCase()}`,
        kind: 'partner',
        status: 'approved',
      },
      overrideAccess: true, // the test's partner, signed up before the account
    })
    await placeWith(payload, controller(), { user: buyer, email: buyer.email })
    await ordersSettled()
    const rows = await rowsOf({ email: { equals: buyer.email.toLowerCase() } })
    expect(rows.map((r) => r.kind)).toEqual(['partner'])
    expect(await rowsOf({ customer: { equals: buyer.id } })).toHaveLength(0)
  })

  it('enrols a customer once when their first two orders are placed at once', async () => {
    const buyer = await newUser(payload, 'customer', 'twin-orders')
    const orders = await Promise.all([
      placeWith(payload, controller(), { user: buyer, email: buyer.email }),
      placeWith(payload, controller(), { user: buyer, email: buyer.email }),
    ])
    expect(new Set(orders.map((o) => o.orderId)).size).toBe(2)
    await ordersSettled()
    const { totalDocs } = await payload.count({
      collection: 'affiliates',
      where: { customer: { equals: buyer.id } },
      overrideAccess: true, // the test counts what was written
    })
    expect(totalDocs).toBe(1)
  })

  it('enrols a guest once their account is made with the order', async () => {
    const email = guestEmail('guest-member')
    await placeWith(payload, controller(), { email })
    await ordersSettled()
    const account = (await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })).docs[0]
    expect(account?.isAffiliateMember).toBe(true)
    expect((await rowsOfCustomer(account!.id)).map((r) => [r.kind, r.status])).toEqual([['member', 'approved']])
  })

  it('gives the thanks page the link before the follow-up has run, and the follow-up makes no second row', async () => {
    const buyer = await newUser(payload, 'customer', 'thanks-first')
    await placeWith(payload, controller(), { user: buyer, email: buyer.email })
    // Asked at once, whether or not the follow-up has run: the link is there.
    const first = await rest('/affiliates/me', await as(buyer))
    expect(first.status).toBe(200)
    await ordersSettled()
    const rows = await rowsOfCustomer(buyer.id)
    expect(rows).toHaveLength(1)
    expect((await first.json()).code).toBe(rows[0]!.code)

    // The follow-up not yet run, for certain: the row gone again (an order whose enrolment is still queued).
    await payload.delete({ collection: 'affiliates', id: rows[0]!.id, overrideAccess: true }) // the test's setup
    const again = await rest('/affiliates/me', await as(buyer))
    expect(again.status).toBe(200)
    expect(await rowsOfCustomer(buyer.id)).toHaveLength(1)
    // A customer without an order is still no member.
    const browser = await newUser(payload, 'customer', 'no-order-yet')
    expect((await rest('/affiliates/me', await as(browser))).status).toBe(404)
    expect(await rowsOfCustomer(browser.id)).toHaveLength(0)
  })
})

describe('share by e-mail', () => {
  const share = async (user: User, email: string) =>
    rest(
      '/account/share-via-email',
      await as(user, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, template: 'referral' }),
      }),
    )

  it('mails the friend their code and the link; refuses an empty, a bad or the own address with the message', async () => {
    expect(await (await share(casey, '')).json()).toMatchObject({ message: 'Please enter an E-mail address' })
    expect((await share(casey, 'nope')).status).toBe(422)
    const own = await share(casey, casey.email.toUpperCase())
    expect(own.status).toBe(422)
    expect(await own.json()).toMatchObject({ errors: { email: [AFFILIATE_MESSAGES.shareOwnEmail] } })
    const friend = guestEmail('invited')
    const sent = await share(casey, friend)
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({ message: AFFILIATE_MESSAGES.shareSent(friend) })
    const mail = await sink.waitFor((m) => recipientsOf(m).includes(friend))
    expect(mail.text).toMatch(/FRIEND-[A-Z0-9]{10}/)
    expect(mail.text).toContain(`?ref=${caseyCode}`)
  })
})

describe('the partner calls', () => {
  const info = async (params: Record<string, string>) => {
    const response = await rest(`/affiliates/info?${new URLSearchParams(params)}`)
    return { status: response.status, json: (await response.json()) as { message?: string; link?: string } }
  }

  it('answers the link generator with the spec messages, and the link for an approved partner', async () => {
    expect(await info({ url: 'https://x' })).toMatchObject({
      status: 422,
      json: { message: AFFILIATE_MESSAGES.emailRequired },
    })
    expect(await info({ email: 'partner@padforge.example' })).toMatchObject({
      json: { message: AFFILIATE_MESSAGES.urlRequired },
    })
    expect(await info({ email: 'nobody@x.com', url: 'https://localhost:3000/' })).toMatchObject({
      json: { message: AFFILIATE_MESSAGES.partnerNotFound },
    })
    const pending = await newUser(payload, 'customer', 'pending-partner')
    await payload.create({
      collection: 'affiliates',
      data: { email: pending.email, code: 'PENDING1', kind: 'partner', status: 'pending' },
      overrideAccess: true,
    })
    expect(await info({ email: pending.email, url: 'https://localhost:3000/' })).toMatchObject({
      json: { message: AFFILIATE_MESSAGES.notApproved },
    })
    expect(await info({ email: 'partner@padforge.example', url: 'https://localhost:3000.evil.com/' })).toMatchObject({
      json: { message: AFFILIATE_MESSAGES.badLanding },
    })
    expect(await info({ email: 'Partner@Padforge.example', url: 'https://localhost:3000/store#top' })).toEqual({
      status: 200,
      json: {
        email: 'partner@padforge.example',
        approved: true,
        referralCode: 'PADREVIEWS',
        link: 'https://localhost:3000/store?ref=PADREVIEWS#top',
      },
    })
  })

  it('refuses an overlong or forged landing page with the spec message (issue 50 item 7)', async () => {
    const partner = 'partner@padforge.example'
    for (const url of [
      `https://localhost:3000/store?q=${'x'.repeat(5000)}`,
      'https://localhost:3000/;/account',
      'https://localhost:3000/store/%2e%2e/account',
      'https://localhost:3000\\account',
    ])
      expect(await info({ email: partner, url }), url.slice(0, 60)).toEqual({
        status: 422,
        json: { message: AFFILIATE_MESSAGES.badLanding, errors: { url: [AFFILIATE_MESSAGES.badLanding] } },
      })
  })

  it('reads and saves notifications only with the right hash', async () => {
    const email = 'partner@padforge.example'
    const hash = manageHash(payload.secret, email)
    const missing = await rest(`/affiliates/manage?email=${email}`)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ message: AFFILIATE_MESSAGES.notEnoughCredential })
    const wrong = await rest('/affiliates/manage', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, hash: `${hash.slice(0, -1)}x`, notifications: { program_news: true } }),
    })
    expect(wrong.status).toBe(403)
    const read = await rest(`/affiliates/manage?${new URLSearchParams({ email: email.toUpperCase(), hash })}`)
    const view = (await read.json()) as { notifications: Array<{ key: string; checked: boolean }> }
    expect(view.notifications.find((n) => n.key === 'program_news')?.checked).toBe(false)
    const saved = await rest('/affiliates/manage', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, hash, notifications: { program_news: true, reward_paid: false } }),
    })
    const after = (await saved.json()) as { notifications: Array<{ key: string; checked: boolean }> }
    expect(Object.fromEntries(after.notifications.map((n) => [n.key, n.checked]))).toEqual({
      referred_order: true,
      reward_approved: true,
      reward_paid: false,
      program_news: true,
    })
  })
})
