// Links that name the store's host (issue 50 item 11): redirects within the store are relative, so a shopper on
// 127.0.0.1 stays on 127.0.0.1 (and keeps the session cookie) even though Next hands route handlers a request URL on
// `localhost`; absolute links in mails use PUBLIC_SERVER_URL.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as printLabel } from '../../src/app/(frontend)/returns/[id]/print-label/route'
import { returnPath, signInHref } from '../../src/lib/routes/account'
import { sendReturnMail } from '../../src/plugins/returns/operations/return-mail'
import { restClient } from './http'
import { testPayload } from './payload'
import { stockedBuild } from './payments/helpers'
import { deliveredOrder, ownSend, reasonId } from './returns/fixtures'
import { newUser } from './users'

let payload: Payload
type User = Awaited<ReturnType<typeof newUser>>
let shopper: User
let rmaId: number
const { rest, as } = restClient(() => payload)

beforeAll(async () => {
  delete process.env.PUBLIC_SERVER_URL
  payload = await testPayload()
  const { uid } = await stockedBuild(payload)
  shopper = await newUser(payload, 'customer', 'links-shopper')
  const staff = await newUser(payload, 'admin', 'links-desk')
  await payload.updateGlobal({ slug: 'site-settings', data: { acceptingReturns: true }, overrideAccess: true })
  const order = await deliveredOrder(payload, uid, shopper, staff)
  const created = await rest(
    '/create-rma',
    await as(shopper, {
      method: 'POST',
      body: JSON.stringify(ownSend(order.lines[0]!.id!, await reasonId(payload, 'general'), shopper.email)),
    }),
  )
  expect(created.status).toBeLessThan(300)
  rmaId = ((await created.json()) as { rma: { id: number } }).rma.id
})

/** The print page as the production server hands it over: Next's request URL says localhost, the browser 127.0.0.1. */
async function openPrintLabel(id: number, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('host', '127.0.0.1:3000')
  const request = new Request(`http://localhost:3000/returns/${id}/print-label`, { ...init, headers })
  return printLabel(request, { params: Promise.resolve({ id: String(id) }) })
}

describe('the print-label redirects (PUBLIC_SERVER_URL unset)', () => {
  it('sends a signed-out shopper to sign-in on the address they used: a Location without a host', async () => {
    const response = await openPrintLabel(rmaId)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(signInHref(`/returns/${rmaId}/print-label`))
  })

  it("sends the return's customer to the return's page while the label is still coming, without a host", async () => {
    const response = await openPrintLabel(rmaId, await as(shopper))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(returnPath(rmaId))
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('links in mails', () => {
  it('name PUBLIC_SERVER_URL when it is set', async () => {
    process.env.PUBLIC_SERVER_URL = 'https://shop.example'
    await sendReturnMail(payload, { rma: rmaId, kind: 'created' })
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { to: { equals: shopper.email } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true, // the test reads the mail it sent
    })
    const mail = docs[0]
    expect(mail?.text).toContain(`https://shop.example${returnPath(rmaId)}`)
    expect(mail?.html).toContain(`https://shop.example${returnPath(rmaId)}`)
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/localhost|127\.0\.0\.1/)
  })
})
