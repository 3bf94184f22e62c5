// What a shopper does before paying, shared by the checkout and payment specs: a controller in the basket, an
// e-mail no other test uses, and the payment providers' scripts served by the local stand-ins.
import { type BrowserContext, expect, type Page } from '@playwright/test'
import { PAYPAL_PEER_URL, STRIPE_PEER_URL } from '../../../playwright.config'
import { routePayPal } from '../../peers/paypal/paypal-js'
import { routeStripe } from '../../peers/stripe/stripe-js'
import { openCreator } from './creator'

let serial = 0
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++serial}@padforge.example`

/** Stripe.js and PayPal's SDK come from the stand-ins and talk to the local peers (the page keeps its CSP). */
export async function routePayments(target: Page | BrowserContext) {
  await routeStripe(target, STRIPE_PEER_URL)
  await routePayPal(target, PAYPAL_PEER_URL)
}

/** A controller built in the creator (the default build) and added to the basket, as a shopper does it. */
export async function buildController(page: Page) {
  await openCreator(page)
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

/** The checkout's shipping address: a New York one, with the given e-mail. */
export async function fillAddress(page: Page, email: string, lastName = 'Guest') {
  await page.getByLabel('First Name').fill('Robin')
  await page.getByLabel('Last Name').fill(lastName)
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await fillNewYork(page)
}

/** The checkout address's phone and a New York street address (the e-mail and names are left as they are). */
export async function fillNewYork(page: Page) {
  await page.getByLabel('Phone').fill('+1 212 555 0100')
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('US')
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('NY')
  await page.getByLabel('City').fill('New York')
  // The card field has a ZIP of its own.
  await page
    .getByRole('form', { name: 'Shipping address' })
    .getByRole('textbox', { name: 'ZIP', exact: true })
    .fill('10118')
  await page.getByRole('textbox', { name: 'Address 1', exact: true }).fill('350 5th Ave')
}
