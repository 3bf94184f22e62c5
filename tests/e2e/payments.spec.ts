// Card and PayPal payments in the checkout (issue 13), against the local Stripe and PayPal peers that
// playwright.config.ts starts: the page loads the Stripe.js and PayPal SDK stand-ins through routeStripe/routePayPal
// and keeps its production Content-Security-Policy. A card paid, a 3-D Secure card, a declined card then a good one,
// a double click on Pay, PayPal, and the wallet button. Screenshots of the payment step go to $PAYMENT_SHOTS (e.g.
// /tmp/shots/payments-e2e) when it is set.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { STRIPE_PEER_URL } from '../../playwright.config'
import { expectAccessible, logIn } from './support/checks'
import { buildController, fillAddress, routePayments, uniqueEmail } from './support/shopper'

const CART = '/order/step/1'
const ADMIN = { email: 'admin@padforge.example', password: 'padforge-admin' }
const SHOTS = process.env.PAYMENT_SHOTS
const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const

const CARDS = {
  visa: '4242 4242 4242 4242',
  threeDSecure: '4000 0027 6000 3184',
  declined: '4000 0000 0000 0002',
}

/** The payment step (step 4 with one package). */
const paymentStep = (page: Page) => page.getByRole('region', { name: /Choose Payment Method/ })

async function shoot(target: Page | Locator, page: Page, name: string) {
  if (!SHOTS) return
  const width = page.viewportSize()?.width ?? 0
  await target.screenshot({ path: `${SHOTS}/${name}-${width <= 600 ? 'phone' : 'desktop'}.png` })
}

/** The checkout with a controller in the basket and the shipping address filled in; returns the e-mail used. */
async function checkoutReady(page: Page): Promise<string> {
  const email = uniqueEmail('payer')
  await buildController(page)
  await page.goto(CART)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue(/^[A-Z]{2}$/)
  await fillAddress(page, email, 'Payer')
  await expect(page.getByText('Updating prices…')).toHaveCount(0)
  return email
}

/** Types a card into the Stripe.js stand-in's card field (plain inputs where Stripe has its iframes). */
async function typeCard(page: Page, number: string) {
  const field = page.getByTestId('card-element')
  await field.getByLabel('Card number').fill(number)
  await field.getByLabel('Expiration date').fill('12 / 34')
  await field.getByLabel('CVC').fill('123')
  await field.getByLabel('ZIP').fill('10118')
}

const payButton = (page: Page) => page.getByTestId('pay-card')

/** The thanks page of a paid order: its number, and the order as the thanks page reads it (with the link's token). */
async function expectPaidThanks(page: Page, method: 'card' | 'paypal'): Promise<string> {
  await page.waitForURL(/\/thanks\?order=/)
  await expect(page.getByRole('heading', { level: 1, name: /Your order is placed/ })).toBeVisible()
  const number = (await page.getByTestId('order-number').textContent()) ?? ''
  expect(number).toMatch(/\S/)
  // A paid order asks for no payment.
  await expect(page.getByTestId('payment-paid')).toContainText(
    method === 'paypal' ? 'Paid with PayPal' : 'Paid by card',
  )
  await expect(page.getByTestId('payment-awaiting')).toHaveCount(0)
  const query = new URL(page.url()).searchParams
  const view = await page.request.get(`/api/order/view?${query}`)
  expect(view.ok()).toBe(true)
  const order = (await view.json()) as { orderId: string; paymentMethod: string; paymentStatus: string }
  expect(order).toMatchObject({ orderId: number, paymentMethod: method, paymentStatus: 'paid' })
  return number
}

/** How many charges, PaymentIntents or payment methods the Stripe peer holds. */
async function peerCount(request: APIRequestContext, what: 'charges' | 'intents' | 'payment-methods'): Promise<number> {
  const response = await request.get(`${STRIPE_PEER_URL}/__peer/${what}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as unknown[]).length
}

/** Content-Security-Policy violations the page reported: the providers' scripts run under the production policy. */
const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])

test.beforeEach(async ({ page }) => {
  await routePayments(page)
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
})

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport })

    test('pays by card and lands on the thanks page with the order paid', async ({ page }) => {
      await checkoutReady(page)
      const payment = paymentStep(page)
      await expect(payment.getByRole('tab', { name: 'Credit Card' })).toHaveAttribute('aria-selected', 'true')
      await expect(payment.getByRole('tab', { name: 'PayPal' })).toBeVisible()
      await expect(page.getByTestId('card-loader')).toHaveCount(0)
      await typeCard(page, CARDS.visa)
      await expect(payButton(page)).toBeEnabled()
      await expect(payButton(page)).toHaveText(/^Pay \$\d/)
      await expectAccessible(page)
      await shoot(payment, page, 'card-tab')
      expect(await cspViolations(page)).toEqual([])
      await payButton(page).click()
      await expectPaidThanks(page, 'card')
    })

    test('a declined card shows the Stripe popup and the field error; another card then pays', async ({ page }) => {
      await checkoutReady(page)
      await typeCard(page, CARDS.declined)
      await payButton(page).click()
      const popup = page.getByRole('dialog', { name: 'Stripe Payment Error' })
      await expect(popup).toBeVisible()
      await expect(popup).toContainText('Your card was declined.')
      await expect(page.getByTestId('card-error')).toHaveText('Your card was declined.')
      await shoot(page, page, 'card-declined-popup')
      await popup.getByRole('button', { name: 'OK' }).click()
      await expect(popup).toBeHidden()
      await shoot(paymentStep(page), page, 'card-declined-field')
      await page.getByTestId('card-element').getByLabel('Card number').fill(CARDS.visa)
      await expect(page.getByTestId('card-error')).toHaveCount(0)
      await payButton(page).click()
      await expectPaidThanks(page, 'card')
    })

    test('pays with PayPal from its tab', async ({ page }) => {
      await checkoutReady(page)
      const payment = paymentStep(page)
      const tab = payment.getByRole('tab', { name: 'PayPal' })
      await tab.click()
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByTestId('pay-card')).toBeHidden()
      const button = page.getByTestId('paypal-button').getByRole('button', { name: 'PayPal' })
      await expect(button).toBeVisible()
      await expectAccessible(page)
      await shoot(payment, page, 'paypal-tab')
      await button.click()
      const dialog = page.getByRole('dialog', { name: 'Pay with PayPal' })
      await expect(dialog).toBeVisible()
      expect(await cspViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Pay now' }).click()
      await expectPaidThanks(page, 'paypal')
    })
  })
}

test('a 3-D Secure card asks the bank, then pays', async ({ page }) => {
  await checkoutReady(page)
  await typeCard(page, CARDS.threeDSecure)
  await payButton(page).click()
  const bank = page.getByRole('dialog', { name: '3D Secure authentication' })
  await expect(bank).toBeVisible()
  await expect(payButton(page)).toHaveText('Processing…')
  await bank.getByRole('button', { name: 'Complete authentication' }).click()
  await expectPaidThanks(page, 'card')
})

test('a double click on Pay charges the card once and makes one order', async ({ page, request }) => {
  const email = await checkoutReady(page)
  await typeCard(page, CARDS.visa)
  await expect(payButton(page)).toBeEnabled()
  const charges = await peerCount(page.request, 'charges')
  const intents = await peerCount(page.request, 'intents')
  const methods = await peerCount(page.request, 'payment-methods')
  await payButton(page).dblclick()
  await expectPaidThanks(page, 'card')
  expect(await peerCount(page.request, 'charges')).toBe(charges + 1)
  expect(await peerCount(page.request, 'intents')).toBe(intents + 1)
  // The second click did nothing: no second card sent to Stripe, no second confirmation.
  expect(await peerCount(page.request, 'payment-methods')).toBe(methods + 1)
  await logIn(request, ADMIN)
  const orders = await request.get(`/api/orders?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  expect(orders.ok()).toBe(true)
  expect(((await orders.json()) as { totalDocs: number }).totalDocs).toBe(1)
})

test('without a wallet in the browser the express checkout stays hidden', async ({ page }) => {
  await checkoutReady(page)
  // The wallet element mounts after 1 s and says within 50 ms that no wallet is there.
  await expect(page.locator('[data-stripe-standin="expressCheckout"]')).toBeAttached()
  await page.waitForTimeout(300)
  await expect(page.getByTestId('wallet')).toBeHidden()
  // The express-pay row keeps PayPal (issue 27 item 10).
  await expect(page.getByTestId('express-pay').getByTestId('express-paypal')).toBeVisible()
})

test('with Google Pay the express checkout shows its button and pays, whichever tab is open', async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { __padforgeWallet: string }).__padforgeWallet = 'googlePay'
  })
  await checkoutReady(page)
  const wallet = page.getByTestId('wallet')
  await expect(page.getByTestId('express-pay').getByText('Express checkout')).toBeVisible()
  const googlePay = wallet.getByRole('button', { name: 'Google Pay' })
  await expect(googlePay).toBeVisible()
  // The wallet sits in the express row at the top: it pays by card even when the shopper looked at PayPal.
  await paymentStep(page).getByRole('tab', { name: 'PayPal' }).click()
  await shoot(paymentStep(page), page, 'wallet')
  await googlePay.click()
  await expectPaidThanks(page, 'card')
  expect(
    await page.evaluate(() => (window as unknown as { __padforgeWalletFailed?: string }).__padforgeWalletFailed),
  ).toBeUndefined()
})

test('when Stripe.js cannot load, the PayPal tab is the one shown and pays', async ({ page }) => {
  // A blocker or a network that drops js.stripe.com: checkout.md section 2, the card provider is unsupported here.
  await page.route('https://js.stripe.com/**', (route) => route.abort('blockedbyclient'))
  await checkoutReady(page)
  const payment = paymentStep(page)
  // Three tries 3 s apart (CARD_RETRY_MS), then the card tab and the wallet go.
  await expect(payment.getByRole('tab', { name: 'Credit Card' })).toHaveCount(0, { timeout: 20_000 })
  // PayPal is then the only method: shown without tabs.
  await expect(payment.getByRole('tablist')).toHaveCount(0)
  await expect(page.getByTestId('pay-card')).toHaveCount(0)
  await expect(page.getByTestId('wallet')).toBeHidden()
  const button = page.getByTestId('paypal-button').getByRole('button', { name: 'PayPal' })
  await button.click()
  await page.getByRole('dialog', { name: 'Pay with PayPal' }).getByRole('button', { name: 'Pay now' }).click()
  await expectPaidThanks(page, 'paypal')
})
