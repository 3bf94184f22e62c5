// What a shopper does before paying, shared by the checkout and payment specs: a controller in the basket, an
// e-mail no other test uses, and the payment providers' scripts served by the local stand-ins.
import { type BrowserContext, expect, type Page } from '@playwright/test'
import { PAYPAL_PEER_URL, STRIPE_PEER_URL } from '../../../playwright.config'
import { routePayPal } from '../../peers/paypal/paypal-js'
import { routeStripe } from '../../peers/stripe/stripe-js'

let serial = 0
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++serial}@padforge.example`

/** Stripe.js and PayPal's SDK come from the stand-ins and talk to the local peers (the page keeps its CSP). */
export async function routePayments(target: Page | BrowserContext) {
  await routeStripe(target, STRIPE_PEER_URL)
  await routePayPal(target, PAYPAL_PEER_URL)
}

/** A controller built in the creator (the default build) and added to the basket, as a shopper does it. */
export async function buildController(page: Page) {
  await page.goto('/PS5-Custom-Controller')
  const popup = page.getByRole('dialog', { name: 'Added to Cart' })
  await expect(async () => {
    await page
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click()
    await expect(popup).toBeVisible({ timeout: 3000 })
  }).toPass()
  await popup.getByRole('button', { name: 'Continue Shopping' }).click()
  await expect(popup).toBeHidden()
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('padforge.basket') ?? '[]').length))
    .toBeGreaterThan(0)
}
