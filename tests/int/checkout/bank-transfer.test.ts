// Issue 27 item 8: bank details for manual payment live in site settings (staff edit them, visitors cannot read them),
// and a manual-payment order's confirmation mail and thanks page show them with the order number as the reference.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { BANK_DETAILS_MISSING } from '../../../src/lib/payments/bank-details'
import { ordersSettled } from '../../../src/plugins/orders/operations/after-order'
import { restClient } from '../http'
import { testPayload } from '../payload'
import {
  defaultBuild,
  eventually,
  guestEmail,
  placeOrder,
  restockHardware,
  setValueStock,
  storeConfiguration,
} from './fixtures'

let payload: Payload
let build: string
const PASSWORDS: Record<string, string> = {}
const { rest, as } = restClient(() => payload, PASSWORDS)

async function staffUser(role: 'merchandiser' | 'customer') {
  const email = guestEmail(`bank-${role}`)
  PASSWORDS[email] = `${role}-password-1`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORDS[email]!, role, firstName: role },
    overrideAccess: true, // the test's own user
  })
  return { email }
}

async function confirmationOf(email: string, orderId: string) {
  await ordersSettled()
  return eventually(async () => {
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { to: { equals: email } },
      overrideAccess: true, // the test reads the mails the store kept
    })
    return docs.find((m) => m.subject?.includes(orderId))
  })
}

async function thanksView(orderId: string, token: string) {
  const response = await rest(`/order/view?order=${orderId}&token=${token}`, await as(null))
  expect(response.status).toBe(200)
  return (await response.json()) as { bankTransfer: { rows: [string, string][]; reference: string; note: string } }
}

beforeAll(async () => {
  payload = await testPayload()
  await restockHardware(payload)
  const ps5 = await defaultBuild(payload)
  for (const v of ps5.inventoried) await setValueStock(payload, v.id, 1000)
  build = await storeConfiguration(payload, 'ps5', ps5.selection, 'Bank transfer build')
})

describe('bank details for manual payment (issue 27 item 8)', () => {
  it('mails the seeded bank details with the order number as the reference, and shows them on the thanks page', async () => {
    const email = guestEmail('bank-transfer')
    const { created } = await placeOrder(payload, [{ id: build, type: 'controller', quantity: 1 }], { email })
    expect(created.orderData.paymentMethod).toBe('manual')
    const mail = await confirmationOf(email, created.orderId)
    for (const line of [
      'Account holder: Padforge Demo Inc.',
      'Account number: 000123456789',
      'Routing number (ABA): 110000000',
      'SWIFT / BIC: DEMOUS33XXX',
      `Payment reference: ${created.orderId}`,
    ])
      expect(mail.text).toContain(line)
    expect(mail.html).toContain('Padforge Demo Inc.')

    const view = await thanksView(created.orderId, created.token)
    expect(view.bankTransfer.reference).toBe(created.orderId)
    expect(view.bankTransfer.rows).toContainEqual(['Account number', '000123456789'])
    expect(view.bankTransfer.rows).toContainEqual(['Payment reference', created.orderId])
  })

  it('keeps the bank details from visitors and customers, and lets a merchandiser edit them', async () => {
    const guest = await rest('/globals/site-settings', await as(null))
    expect(guest.status).toBe(200)
    expect(JSON.stringify(await guest.json())).not.toContain('000123456789')

    const customer = await staffUser('customer')
    const refused = await rest(
      '/globals/site-settings',
      await as(customer, { method: 'POST', body: JSON.stringify({ manualPayment: { bankDetails: { note: 'x' } } }) }),
    )
    expect(refused.status).toBe(403)

    const merchandiser = await staffUser('merchandiser')
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const edited = await rest(
      '/globals/site-settings',
      await as(merchandiser, {
        method: 'POST',
        body: JSON.stringify({
          manualPayment: {
            ...before.manualPayment,
            bankDetails: { ...before.manualPayment?.bankDetails, note: 'Wires only, please.' },
          },
        }),
      }),
    )
    expect(edited.status).toBe(200)
    const after = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(after.manualPayment?.bankDetails?.note).toBe('Wires only, please.')
    expect(after.manualPayment?.bankDetails?.accountNumber).toBe('000123456789')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { manualPayment: before.manualPayment },
      overrideAccess: true,
    })
  })

  it('says the details follow by e-mail when none are configured', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        manualPayment: { ...before.manualPayment, bankDetails: { accountHolder: '', accountNumber: '', iban: '' } },
      },
      overrideAccess: true, // the test's own settings, put back below
    })
    try {
      const email = guestEmail('bank-missing')
      const { created } = await placeOrder(payload, [{ id: build, type: 'controller', quantity: 1 }], { email })
      const mail = await confirmationOf(email, created.orderId)
      expect(mail.text).toContain(BANK_DETAILS_MISSING)
      expect(mail.text).toContain(`with ${created.orderId} as the payment reference`)
      expect(mail.text).not.toContain('Account number')
      const view = await thanksView(created.orderId, created.token)
      expect(view.bankTransfer).toMatchObject({ rows: [], reference: created.orderId, note: BANK_DETAILS_MISSING })
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { manualPayment: before.manualPayment },
        overrideAccess: true, // putting the test's change back
      })
    }
  })
})
