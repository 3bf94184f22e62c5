// Issue 29, after the sale, in the admin: staff see who bought an order by name and e-mail (the list's Customer column
// and the edit view's sidebar, not the 'Untitled – 12' of the customer relationship), and move an order product along
// the workshop: new → processed, then shipped, which the server refuses until a carrier and a tracking number are
// given, and which then shows the carrier's tracking URL with the number encoded. The order is this spec's own, paid by
// card through the store's API (quote, card payment on the Stripe peer, create-order) as the checkout page does it.
// And (issue 50 item 8) an unpaid bank-transfer order: the merchandiser's move past new is refused with the reason;
// an administrator moves it on only by giving a reason, which the status history keeps.
// Screenshots of the list and the edit view go to test-results/screens/admin-fulfilment/.
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs, test } from '@playwright/test'
import type { CreatedOrderView, QuoteView } from '../../src/lib/checkout/api'
import type { StripePaymentView } from '../../src/lib/payments/api'
import { logIn } from './support/checks'
import { uniqueEmail } from './support/shopper'

const MERCHANDISER = { email: 'merchandiser@padforge.example', password: 'padforge-merch' }
const ADMIN = { email: 'admin@padforge.example', password: 'padforge-admin' }
const SHOTS = 'test-results/screens/admin-fulfilment'
const BUYER = { first_name: 'Grace', last_name: 'Hopper' }
const TRACKING = 'PF 4711 0815'

async function shoot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage })
}

/** A request context of its own, signed in as the merchandiser (reads the warehouse counts and the orders). */
async function staffApi(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  const { baseURL, extraHTTPHeaders } = test.info().project.use
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders })
  await logIn(api, MERCHANDISER)
  return api
}

/** A request context of its own, signed in as the demo administrator. */
async function adminApi(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  const { baseURL, extraHTTPHeaders } = test.info().project.use
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders })
  await logIn(api, ADMIN)
  return api
}

/** Site settings → bank transfer offered beside the card (the e2e store has card and PayPal live), as the admin. */
async function offerBankTransfer(admin: APIRequestContext, alongside: boolean) {
  const saved = await admin.post('/api/globals/site-settings', { data: { manualPayment: { alongside } } })
  expect(saved.ok()).toBe(true)
}

/**
 * A guest's order of one ready-made controller, placed the way the checkout page places it: the quote
 * (basket-shipping-packages), then for a card the payment (POST /api/checkout/stripe, the Stripe peer's test card) and
 * create-order with the PaymentIntent; for a bank transfer create-order alone, the payment awaited. A controller with
 * units to spare, so no other spec finds it sold out.
 */
async function placeOrder(
  guest: APIRequestContext,
  staff: APIRequestContext,
  email: string,
  method: 'card' | 'manual' = 'card',
) {
  const found = await staff.get(
    '/api/products?where[type][equals]=standard_controller&where[isConfigurable][equals]=false' +
      '&where[status][equals]=active&where[inStock][equals]=true&depth=0&limit=1&sort=-availableQuantity',
  )
  expect(found.ok()).toBe(true)
  const product = ((await found.json()) as { docs: Array<{ id: number; availableQuantity: number }> }).docs[0]
  if (!product) throw new Error('no ready-made controller for sale')
  // Other specs buy these too (and a local run keeps its database): the warehouse restocks it first, as staff do.
  if (product.availableQuantity < 20)
    expect((await staff.patch(`/api/products/${product.id}`, { data: { availableQuantity: 50 } })).status()).toBe(200)

  const address = {
    ...BUYER,
    email,
    phone: '+1 212 555 0100',
    country: 'US',
    state: 'NY',
    city: 'New York',
    address1: '350 5th Ave',
    address2: '',
    zip: '10118',
  }
  const basket = { products: [{ id: product.id, type: 'product', quantity: 1 }], sameBoxShipment: false, coupon: null }
  const quoted = await guest.post('/api/order/basket-shipping-packages', {
    data: { address: { country: 'US', state: 'NY', zip: '10118' }, basket, choices: {} },
  })
  expect(quoted.status()).toBe(200)
  const quote = (await quoted.json()) as QuoteView
  expect(quote.paymentMethods.map((m) => m.id)).toContain('card')
  const t = quote.totals
  const body = {
    order: {
      shipping: { address, instructions: '' },
      billing: { sameAsShipping: true, address1: address.address1, zip: address.zip, country: address.country },
      shippingPackages: quote.data.map((p) => ({ id: p.id, method: p.chosenMethodId ?? '' })),
    },
    basket,
    check_total: t.totalOrderPrice,
    prices: {
      subtotal: t.subtotal,
      shipping: t.shippingTotal,
      discount: t.discount,
      tax: t.tax,
      vatFee: t.vatFee,
      total: t.totalOrderPrice,
    },
    paymentMethod: method,
    attempt: `fulfil-${randomBytes(12).toString('hex')}`,
  }

  let paymentIntentId: string | null = null
  if (method === 'card') {
    const paid = await guest.post('/api/checkout/stripe', {
      data: { ...body, amount: t.totalOrderPrice, method: 'card', paymentMethodId: 'pm_card_visa' },
    })
    expect(paid.status()).toBe(200)
    const payment = (await paid.json()) as StripePaymentView
    expect(payment.requiresAction).toBe(false)
    paymentIntentId = payment.paymentIntentId
  } else expect(quote.paymentMethods.map((m) => m.id)).toContain('manual')
  const created = await guest.post('/api/order/create-order', {
    data: paymentIntentId ? { ...body, paymentIntentId } : body,
  })
  expect(created.status(), await created.text()).toBe(200)
  const { orderId: number } = (await created.json()) as CreatedOrderView

  const orders = await staff.get(`/api/orders?where[number][equals]=${encodeURIComponent(number)}&depth=0`)
  const order = ((await orders.json()) as { docs: Array<{ id: number; lines: Array<{ name: string }> }> }).docs[0]
  if (!order) throw new Error(`order ${number} not found`)
  return { id: order.id, number, lineName: order.lines[0]!.name }
}

/** Signs `page` in to the admin panel as `who`. */
async function adminLogIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(who.email)
  await page.getByLabel(/password/i).fill(who.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/** Clicks Save and waits for the server's answer to the edit view's PATCH of the order. */
async function save(page: Page, id: number) {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api/orders/${id}`,
  )
  await page.getByRole('button', { name: 'Save' }).click()
  return answer
}

/** Chooses an option of one of Payload's select fields (react-select) by its label. */
async function choose(page: Page, fieldId: string, option: string) {
  await page.locator(`#${fieldId} .rs__control`).click()
  await page.locator('.rs__option', { hasText: new RegExp(`^${option}$`) }).click()
  await expect(page.locator(`#${fieldId} .rs__single-value`)).toHaveText(option)
}

test('a merchandiser sees who bought an order and ships its first product with a USPS tracking number', async ({
  page,
  playwright,
  request,
}) => {
  // An order placed through the API, then an admin session: about twice a usual test's time.
  test.slow()
  const email = uniqueEmail('fulfilment')
  const staff = await staffApi(playwright)
  const order = await placeOrder(request, staff, email)
  const buyer = `${BUYER.first_name} ${BUYER.last_name}`

  await adminLogIn(page, MERCHANDISER)

  // The list: the Customer column names the buyer and their e-mail; the raw relationship is no column.
  await page.goto(`/admin/collections/orders?search=${encodeURIComponent(order.number)}`)
  const header = page.locator('thead')
  await expect(header.getByText('Customer', { exact: true })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: order.number })
  await expect(row.getByTestId('order-buyer-cell')).toHaveText(`${buyer} · ${email}`)
  await expect(row).not.toContainText('Untitled')
  await shoot(page, 'orders-list')

  // The edit view: the Customer in the sidebar.
  await page.goto(`/admin/collections/orders/${order.id}`)
  await expect(page.locator('input[name="number"]')).toHaveValue(order.number)
  const customer = page.getByTestId('order-buyer')
  await expect(customer).toContainText('Customer')
  await expect(customer).toContainText(buyer)
  await expect(customer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await expect(customer).toContainText('+1 212 555 0100')
  await expect(page.locator('#field-status')).toContainText('Follows the statuses of the order products')
  await shoot(page, 'order-edit-new', false)

  // new → processed: saved, and the order follows its product.
  const lineStatus = 'field-lines__0__status'
  await choose(page, lineStatus, 'Processed')
  expect((await save(page, order.id)).status()).toBe(200)
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  await expect(page.locator('#field-status .rs__single-value')).toHaveText('Processed')

  // processed → shipped is refused until the carrier and then the tracking number are given, in the server's words.
  const toasts = page.locator('.payload-toast-container')
  await choose(page, lineStatus, 'Shipped')
  const carrier = 'field-lines__0__shipment__carrier'
  await expect(page.locator(`#${carrier}`)).toBeVisible()
  expect((await save(page, order.id)).status()).toBe(400)
  await expect(toasts.locator('.toast-error').first()).toBeVisible()
  await expect(toasts).toContainText(`Choose the carrier that ships "${order.lineName}".`)
  await choose(page, carrier, 'USPS')
  expect((await save(page, order.id)).status()).toBe(400)
  await expect(toasts.locator('.toast-error').first()).toBeVisible()
  await shoot(page, 'order-edit-refused', false)
  await expect(toasts).toContainText(`Enter the tracking number of "${order.lineName}".`)
  const stored = await staff.get(`/api/orders/${order.id}?depth=0`)
  expect(((await stored.json()) as { lines: Array<{ status: string }> }).lines[0]!.status).toBe('processed')

  // With a number (a space in it): saved, and the read-only tracking URL carries the number encoded.
  await page.locator('input[name="lines.0.shipment.trackingNumber"]').fill(TRACKING)
  expect((await save(page, order.id)).status()).toBe(200)
  const trackingUrl = page.locator('input[name="lines.0.shipment.trackingUrl"]')
  const expected = `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(TRACKING)}`
  expect(expected).toContain('PF%204711%200815')
  await expect(trackingUrl).toHaveValue(expected)
  await expect(trackingUrl).not.toBeEditable()
  await expect(page.locator('#field-status .rs__single-value')).toHaveText('Shipped')
  await trackingUrl.scrollIntoViewIfNeeded()
  await shoot(page, 'order-edit-shipped', false)

  const shipped = (await (await staff.get(`/api/orders/${order.id}?depth=0`)).json()) as {
    status: string
    lines: Array<{ status: string; shipment: { carrier: string; trackingNumber: string; shippedAt: string | null } }>
  }
  expect(shipped.status).toBe('shipped')
  expect(shipped.lines[0]).toMatchObject({
    status: 'shipped',
    shipment: { carrier: 'usps', trackingNumber: TRACKING },
  })
  expect(shipped.lines[0]!.shipment.shippedAt).toBeTruthy()

  // The list filters by an order product's status out of the box: 'Lines > Status' among its filters.
  const byLineStatus = (status: string) =>
    `/admin/collections/orders?where[or][0][and][0][lines.status][equals]=${status}` +
    `&where[or][0][and][1][number][equals]=${encodeURIComponent(order.number)}`
  await page.goto(byLineStatus('delivered'))
  await expect(page.getByText('No Results.', { exact: true })).toBeVisible()
  await page.goto(byLineStatus('shipped'))
  await expect(page.getByRole('row').filter({ hasText: order.number })).toBeVisible()
  // A filter in the address opens the list's filters with it.
  const filters = page.locator('.where-builder')
  await expect(filters).toContainText('Lines > Status')
  await expect(filters).toContainText('Shipped')
  await shoot(page, 'orders-filtered-by-line-status', false)
  await staff.dispose()
})

test('an unpaid bank-transfer order: a merchandiser cannot move it on, an administrator can with a reason on record', async ({
  browser,
  page,
  playwright,
  request,
}) => {
  // Two admin sessions and an order placed through the API: about twice a usual test's time.
  test.slow()
  const staff = await staffApi(playwright)
  const admin = await adminApi(playwright)
  await offerBankTransfer(admin, true)
  try {
    const order = await placeOrder(request, staff, uniqueEmail('unpaid'), 'manual')
    const unpaid = `Order ${order.number} is not paid (payment awaiting): "${order.lineName}" cannot go to processed until the payment is recorded as paid.`
    const lineStatus = 'field-lines__0__status'
    const toasts = (p: Page) => p.locator('.payload-toast-container')

    // The merchandiser: the move is refused in the server's words, and there is no override for them.
    await adminLogIn(page, MERCHANDISER)
    await page.goto(`/admin/collections/orders/${order.id}`)
    await expect(page.locator('input[name="number"]')).toHaveValue(order.number)
    await expect(page.locator('textarea[name="overrideReason"]')).toHaveCount(0)
    await choose(page, lineStatus, 'Processed')
    expect((await save(page, order.id)).status()).toBe(400)
    await expect(toasts(page).locator('.toast-error').first()).toBeVisible()
    await expect(toasts(page)).toContainText(unpaid)
    await shoot(page, 'order-edit-unpaid-refused', false)

    // The administrator: refused without a reason, moved on with one.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const adminPage = await context.newPage()
    await adminLogIn(adminPage, ADMIN)
    await adminPage.goto(`/admin/collections/orders/${order.id}`)
    // The merchandiser's page still holds Payload's edit lock on the order: the administrator takes it over.
    await expect(adminPage.getByText('Document locked')).toBeVisible()
    await adminPage.getByRole('button', { name: 'Take over' }).click()
    const reason = adminPage.locator('textarea[name="overrideReason"]')
    await expect(reason).toBeVisible()
    await choose(adminPage, lineStatus, 'Processed')
    expect((await save(adminPage, order.id)).status()).toBe(400)
    await expect(toasts(adminPage)).toContainText(unpaid)
    await reason.fill('Paid in cash at the workshop counter')
    await shoot(adminPage, 'order-edit-unpaid-override', false)
    expect((await save(adminPage, order.id)).status()).toBe(200)
    await expect(adminPage.getByText(/updated successfully/i)).toBeVisible()
    await expect(adminPage.locator('#field-status .rs__single-value')).toHaveText('Processed')

    const stored = (await (await staff.get(`/api/orders/${order.id}?depth=0`)).json()) as {
      status: string
      paymentStatus: string
      statusHistory: Array<{ status: string; line?: string | null; note?: string | null }>
    }
    expect(stored).toMatchObject({ status: 'processed', paymentStatus: 'awaiting' })
    const note = 'Moved on unpaid (payment awaiting) by an administrator: Paid in cash at the workshop counter'
    expect(stored.statusHistory.filter((h) => h.note === note).map((h) => h.status)).toEqual(['processed', 'processed'])
    await context.close()
  } finally {
    await offerBankTransfer(admin, false)
    await admin.dispose()
    await staff.dispose()
  }
})
