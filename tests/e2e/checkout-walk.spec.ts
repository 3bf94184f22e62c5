// Issue 27 items 8–11, the checkout walk: a qualifying basket gets free shipping by default; a manual-payment order's
// thanks page shows the bank details with the order number as reference; the focused checkout (no site menu or
// footer) with pictures and the coupon in the summary, an express-pay row, card marks, 'Not you? Sign out', a
// one-line 'Credit Card' tab at 390 px and a word when PayPal cannot start; an administrator refunds part of an order
// in the admin and sees what remains. Screenshots go to $CHECKOUT_WALK_SHOTS (e.g. /tmp/shots-checkout) when set.
import { type Browser, expect, type Page, type PlaywrightWorkerArgs, test } from '@playwright/test'
import { expectAccessible, logIn } from './support/checks'
import { newCustomerPage } from './support/customers'
import { buildController, fillAddress, routePayments, uniqueEmail } from './support/shopper'

const CART = '/order/step/1'
const ADMIN = { email: 'admin@padforge.example', password: 'padforge-admin' }
const MANUAL_TITLE = 'Pay by bank transfer'
const SHOTS = process.env.CHECKOUT_WALK_SHOTS
const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${SHOTS}/${name}-${width <= 600 ? 'phone' : 'desktop'}.png`, fullPage: true })
}

/** Site settings → manual payment "alongside" (as the demo admin, through the REST API). */
async function offerManualAlongside(playwright: PlaywrightWorkerArgs['playwright'], alongside: boolean) {
  const { baseURL, extraHTTPHeaders } = test.info().project.use
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders })
  await logIn(request, ADMIN)
  const saved = await request.post('/api/globals/site-settings', { data: { manualPayment: { alongside } } })
  expect(saved.ok()).toBe(true)
  await request.dispose()
}

test.beforeAll(async ({ playwright }) => offerManualAlongside(playwright, true))
test.afterAll(async ({ playwright }) => offerManualAlongside(playwright, false))
test.beforeEach(async ({ page }) => routePayments(page))

/** Sets every basket line's quantity (the basket lives in the browser). */
async function setQuantity(page: Page, quantity: number) {
  await page.evaluate((q) => {
    const basket = JSON.parse(localStorage.getItem('padforge.basket') ?? '[]')
    for (const line of basket) line.quantity = q
    localStorage.setItem('padforge.basket', JSON.stringify(basket))
  }, quantity)
}

async function openCheckout(page: Page) {
  await page.goto(CART)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue(/^[A-Z]{2}$/)
  await expect(page.getByRole('tablist', { name: 'Payment method' })).toBeVisible()
}

const methodStep = (page: Page) => page.getByRole('region', { name: /Select Shipping Method/ })
const paymentStep = (page: Page) => page.getByRole('region', { name: /Choose Payment Method/ })

/** How many lines the text of an element takes (its text nodes' line boxes). */
const textLines = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const tops = new Set<number>()
    for (const node of Array.from(el.childNodes)) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top))
    }
    return tops.size
  })

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport })

    test('a basket over $99 ships free by default; the focused checkout has its summary, express row and card marks', async ({
      page,
    }) => {
      await buildController(page)
      await setQuantity(page, 2)
      await openCheckout(page)
      // Item 9: the free method is first and chosen.
      await expect(page.getByTestId('free-shipping')).toContainText('Your order qualifies for free US shipping.')
      const radios = methodStep(page).getByRole('radio')
      await expect(radios.first()).toBeChecked()
      await expect(methodStep(page).locator('fieldset label').first()).toContainText('USPS Priority Mail')
      await expect(methodStep(page).locator('fieldset label').first()).toContainText('Free Shipping')

      // Item 10: a focused page: the checkout bar, no site menu, no newsletter footer.
      await expect(page.getByTestId('checkout-bar')).toBeVisible()
      await expect(page.getByTestId('checkout-bar')).toContainText('Secure checkout')
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
      await expect(page.locator('footer')).toHaveCount(0)
      // Pictures and the coupon field in the summary (behind 'View Order Details' on phones).
      if (label === 'phone') await page.getByRole('button', { name: /View Order Details/ }).click()
      const summary = page.getByRole('complementary', { name: 'Order summary' })
      await expect(summary.getByTestId('summary-line').first().locator('img')).toBeVisible()
      await expect(summary.getByLabel('Coupon code')).toBeVisible()
      // The express-pay row at the top, with PayPal; card marks on the card tab, whose name keeps to one line.
      const express = page.getByTestId('express-pay')
      await expect(express.getByText('Express checkout')).toBeVisible()
      await expect(express.getByTestId('express-paypal').getByRole('button', { name: 'PayPal' })).toBeVisible()
      const box = await express.boundingBox()
      const step1 = await page.getByRole('region', { name: /Enter Shipping Address/ }).boundingBox()
      expect(box && step1 && box.y < step1.y).toBe(true)
      await expect(
        paymentStep(page).getByRole('img', { name: 'Visa, Mastercard, American Express, Discover' }),
      ).toBeVisible()
      expect(await textLines(page, '#pay-tab-card')).toBe(1)
      await fillAddress(page, uniqueEmail('walk'))
      await expect(page.getByText('Updating prices…')).toHaveCount(0)
      await expectAccessible(page)
      await shoot(page, 'checkout-free-shipping')
    })

    test("a manual-payment order's thanks page shows the bank details with the order number as reference", async ({
      page,
    }) => {
      await buildController(page)
      await openCheckout(page)
      await fillAddress(page, uniqueEmail('bank'))
      const manual = page.getByRole('tab', { name: MANUAL_TITLE })
      await manual.click()
      await expect(manual).toHaveAttribute('aria-selected', 'true')
      await page.getByTestId('place-order').click()
      await page.waitForURL(/\/thanks\?order=/)
      const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim()
      const bank = page.getByTestId('bank-transfer')
      await expect(bank).toContainText(`Pay by bank transfer with ${number} as the payment reference.`)
      await expect(bank).toContainText('Padforge Demo Inc.')
      await expect(bank).toContainText('110000000')
      await expect(bank.getByText('Payment reference', { exact: true })).toBeVisible()
      await expectAccessible(page)
      await shoot(page, 'thanks-bank-transfer')
    })
  })
}

test('PayPal that cannot start says so and points to the card', async ({ page }) => {
  await page.route('**/api/checkout/paypal', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"PayPal is down"}' }),
  )
  await buildController(page)
  await openCheckout(page)
  await fillAddress(page, uniqueEmail('paypal-down'))
  await expect(page.getByText('Updating prices…')).toHaveCount(0)
  await paymentStep(page).getByRole('tab', { name: 'PayPal' }).click()
  await page.getByTestId('paypal-button').getByRole('button', { name: 'PayPal' }).click()
  await expect(paymentStep(page).getByTestId('paypal-unavailable')).toHaveText(
    'PayPal is not available right now, please pay by card.',
  )
})

test("a signed-in customer sees 'Not you? Sign out'", async ({ browser }: { browser: Browser }) => {
  const { page } = await newCustomerPage(browser, { prefix: 'notyou', firstName: 'Sam', lastName: 'Walker' })
  await routePayments(page)
  await buildController(page)
  await openCheckout(page)
  const greeting = page.getByTestId('checkout-greeting')
  await expect(greeting).toContainText('Hi, Sam')
  await expect(greeting.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/account/logout')
  await expect(greeting).toContainText('Not you?')
  await page.context().close()
})

test('an administrator refunds part of a paid order in the admin and sees what remains', async ({
  page,
  playwright,
}) => {
  // A checkout and an admin session in one walk: three times the usual time.
  test.slow()
  // A paid card order.
  const email = uniqueEmail('refund')
  await buildController(page)
  await openCheckout(page)
  await fillAddress(page, email, 'Refund')
  await expect(page.getByText('Updating prices…')).toHaveCount(0)
  const field = page.getByTestId('card-element')
  await field.getByLabel('Card number').fill('4242 4242 4242 4242')
  await field.getByLabel('Expiration date').fill('12 / 34')
  await field.getByLabel('CVC').fill('123')
  await field.getByLabel('ZIP').fill('10118')
  await page.getByTestId('pay-card').click()
  await page.waitForURL(/\/thanks\?order=/)
  const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim()

  // An administrator of this test's own, made by the demo admin.
  const { baseURL, extraHTTPHeaders } = test.info().project.use
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders })
  await logIn(api, ADMIN)
  const admin = { email: uniqueEmail('refund-admin'), password: 'refund-admin-pass-1' }
  const made = await api.post('/api/users', { data: { ...admin, role: 'admin', firstName: 'Rae' } })
  expect(made.ok()).toBe(true)
  const found = await api.get(`/api/orders?where[number][equals]=${encodeURIComponent(number)}&depth=0`)
  const order = ((await found.json()) as { docs: Array<{ id: number; totals: { total: number } }> }).docs[0]!
  await api.dispose()
  const total = order.totals.total
  const usd = (cents: number) =>
    `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL, viewport: { width: 1366, height: 900 } })
  const adminPage = await context.newPage()
  await adminPage.goto('/admin/login')
  await adminPage.getByLabel(/email/i).fill(admin.email)
  await adminPage.getByLabel(/password/i).fill(admin.password)
  await adminPage.getByRole('button', { name: /login/i }).click()
  await expect(adminPage).toHaveURL(/\/admin$/)
  await adminPage.goto(`/admin/collections/orders/${order.id}`)
  const panel = adminPage.getByTestId('refund-panel')
  await expect(panel.getByTestId('refund-paid')).toHaveText(usd(total))
  await expect(panel.getByTestId('refund-remaining')).toHaveText(usd(total))
  const amount = panel.locator('input[name="refund-amount"]')
  await expect(amount).toHaveValue((total / 100).toFixed(2))
  // More than remains is refused before anything is sent.
  await amount.fill(((total + 100) / 100).toFixed(2))
  await panel.locator('textarea[name="refund-reason"]').fill('A scratched button')
  await panel.getByRole('button', { name: 'Refund…' }).click()
  await expect(panel.getByRole('alert')).toHaveText(`At most ${usd(total)} can be refunded.`)
  await amount.fill('10.00')
  await panel.getByRole('button', { name: 'Refund…' }).click()
  const confirm = panel.getByRole('alertdialog', { name: 'Confirm the refund' })
  await expect(confirm).toContainText(`${usd(total - 1000)} will remain`)
  await confirm.getByRole('button', { name: 'Refund $10.00' }).click()
  await expect(panel.getByRole('status')).toContainText('Refunded $10.00.')
  await expect(panel.getByTestId('refund-refunded')).toHaveText('$10.00')
  await expect(panel.getByTestId('refund-remaining')).toHaveText(usd(total - 1000))
  await expect(panel.getByRole('list', { name: 'Refunds' })).toContainText('A scratched button')
  if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/admin-refund-desktop.png`, fullPage: true })
  await context.close()
})
