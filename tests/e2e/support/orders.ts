// What the after-the-sale specs share (after-sale, returns): the two widths, screenshots, a paid order and staff moving
// its items along in the admin's REST API.
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { logIn } from './checks'
import { buildController, fillNewYork, routePayments } from './shopper'

export const ADMIN = { email: 'admin@padforge.example', password: 'padforge-admin' }
export const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const

/** Full-page screenshots to `dir` (nothing without one), named by the width: `{name}-desktop.png`, `{name}-phone.png`. */
export const shooter = (dir: string | undefined) => async (page: Page, name: string) => {
  if (!dir) return
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${dir}/${name}-${width <= 600 ? 'phone' : 'desktop'}.png`, fullPage: true })
}

/** A signed-in customer's checkout (the e-mail is theirs and locked), paid by card; the order's number. */
export async function payByCard(page: Page): Promise<string> {
  await routePayments(page)
  await buildController(page)
  await page.goto('/order/step/1')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await fillNewYork(page)
  await expect(page.getByText('Updating prices…')).toHaveCount(0)
  await expect(page.getByTestId('card-loader')).toHaveCount(0)
  await fillCard(page)
  await page.getByTestId('pay-card').click()
  await page.waitForURL(/\/thanks\?order=/)
  return (await page.getByTestId('order-number').textContent())?.trim() ?? ''
}

/** The test card in the Stripe stand-in's card field (`card-element`). */
export async function fillCard(page: Page, number = '4242 4242 4242 4242') {
  const card = page.getByTestId('card-element')
  await card.getByLabel('Card number').fill(number)
  await card.getByLabel('Expiration date').fill('12 / 34')
  await card.getByLabel('CVC').fill('123')
  await card.getByLabel('ZIP').fill('10118')
}

export const orderCard = (page: Page, number: string) =>
  page.getByTestId('order').filter({ has: page.getByRole('heading', { name: `Order ${number}` }) })

type Lines = Array<Record<string, unknown>>

/** The order by its number, and a PATCH of its lines that must answer 200 (giving the saved lines), as the admin. */
async function staffOrder(request: APIRequestContext, number: string) {
  await logIn(request, ADMIN)
  const found = await request.get(`/api/orders?where[number][equals]=${encodeURIComponent(number)}&depth=0`)
  const order = ((await found.json()) as { docs: Array<{ id: number; lines: Lines }> }).docs[0]!
  const patch = async (lines: Lines) => {
    const response = await request.patch(`/api/orders/${order.id}?depth=0`, { data: { lines } })
    expect(response.status(), await response.text()).toBe(200)
    return ((await response.json()) as { doc: { lines: Lines } }).doc.lines
  }
  return { lines: order.lines, patch }
}

/**
 * Staff move the order's products through the REST API the admin uses: processed, then shipped with `shipment`, and
 * with `deliver` on to delivered. The order must be paid (a card order is): only a paid order moves past new.
 */
export async function ship(
  request: APIRequestContext,
  number: string,
  trackingNumber: string,
  { deliver = false }: { deliver?: boolean } = {},
) {
  const order = await staffOrder(request, number)
  await order.patch(order.lines.map((l) => ({ ...l, status: 'processed' })))
  const shipped = await order.patch(
    order.lines.map((l) => ({
      ...l,
      status: 'shipped',
      shipment: { carrier: 'usps', service: 'Priority Mail', trackingNumber },
    })),
  )
  if (deliver) await order.patch(shipped.map((l) => ({ ...l, status: 'delivered' })))
}

/** Staff mark a shipped order's products delivered, as the admin does. */
export async function deliver(request: APIRequestContext, number: string) {
  const order = await staffOrder(request, number)
  await order.patch(order.lines.map((l) => ({ ...l, status: 'delivered' })))
}

/**
 * Staff receive a return's units through the REST API the admin uses (undamaged: back in stock). The specs that
 * buy a controller to return it receive it at the end, so the demo build's stock is what it was.
 */
export async function receiveReturn(request: APIRequestContext, rmaId: number) {
  await logIn(request, ADMIN)
  const response = await request.patch(`/api/rmas/${rmaId}?depth=0`, {
    data: { status: 'return_received', received: { units: 1, damaged: 0 } },
  })
  expect(response.status(), await response.text()).toBe(200)
}
