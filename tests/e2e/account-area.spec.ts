// The account area (account.md sections 2 and 8): sign-in gate, sidebar on desktop and phone, My Settings, the
// session-expiry alert, and what an order card says once it ships and is delivered (issue 50 item 10). A fresh
// customer per test, registered through the store.
import { type Browser, expect, type Page, test } from '@playwright/test'
import { expectAccessible } from './support/checks'
import { newCustomerPage } from './support/customers'
import { deliver, orderCard, payByCard, ship } from './support/orders'

const PHONE = { width: 390, height: 844 }
/** Folder for review screenshots (desktop and phone); none are taken when unset. */
const SHOTS = process.env.ACCOUNT_SHOTS

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-${name}.png`, fullPage: true })
}

/** A new customer, signed in on a page of its own. */
async function customerPage(browser: Browser, viewport = { width: 1366, height: 900 }) {
  const { page, email, password } = await newCustomerPage(
    browser,
    { prefix: 'area', firstName: 'Robin', lastName: 'Area', phone: '+1 646 555 0199' },
    viewport,
  )
  return { page, who: { email, password } }
}

test('a guest is sent to sign-in and comes back afterwards', async ({ page }) => {
  await page.goto('/account/settings')
  await expect(page).toHaveURL(/\/account\/sign-in\?redirect-url=%2Faccount%2Fsettings#login$/)
})

test('desktop: /account opens My Settings beside the sidebar; the header knows the customer', async ({ browser }) => {
  const { page } = await customerPage(browser)
  await page.goto('/account')
  await expect(page).toHaveURL(/\/account\/settings$/)
  const sidebar = page.getByRole('complementary', { name: 'My account' })
  await expect(sidebar.getByText('Hi, Robin')).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'My Settings' })).toHaveAttribute('aria-current', 'page')
  // Only pages that exist, in the spec's order (the e2e store has a forum: playwright.config.ts).
  await expect(sidebar.getByRole('navigation', { name: 'Account' }).getByRole('link')).toHaveText([
    'My Settings',
    'Purchase History',
    'Cancelled Orders',
    'Returns',
    'Shipping Addresses',
    'My Wish List',
    'Recently Viewed',
    /^Forum Settings/,
    'Forum Activity',
    'Log Out',
  ])
  await expect(page.getByRole('link', { name: 'My account (Robin)' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'My Account', exact: true })).toBeHidden()
  await expect(page.getByLabel('First name')).toHaveValue('Robin')
  await expectAccessible(page)
  await shoot(page, 'settings-desktop')
  await page.context().close()
})

test('phone: the sidebar alone at /account, a page alone with a back link elsewhere', async ({ browser }) => {
  const { page } = await customerPage(browser, PHONE)
  await page.goto('/account')
  await expect(page).toHaveURL(/\/account$/)
  const sidebar = page.getByRole('complementary', { name: 'My account' })
  await expect(sidebar).toBeVisible()
  await expect(page.getByRole('heading', { name: 'My Settings' })).toBeHidden()
  await shoot(page, 'root-phone')
  await sidebar.getByRole('link', { name: 'My Settings' }).click()
  await expect(page).toHaveURL(/\/account\/settings$/)
  await expect(page.getByRole('heading', { name: 'My Settings' })).toBeVisible()
  await expect(sidebar).toBeHidden()
  await expect(page.getByLabel('First name')).toHaveValue('Robin')
  await shoot(page, 'settings-phone')
  await page.getByRole('link', { name: 'My Account', exact: true }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(sidebar).toBeVisible()
  await page.context().close()
})

test('My Settings: the spec’s messages, a saved change, and an e-mail change that asks for the password', async ({
  browser,
}) => {
  const { page, who } = await customerPage(browser)
  await page.goto('/account/settings')
  await expect(page.getByLabel('First name')).toHaveValue('Robin')
  await expect(page.getByRole('link', { name: 'Reset Password' })).toHaveAttribute(
    'href',
    `/password/reset?email=${encodeURIComponent(who.email)}`,
  )

  await page.getByLabel('First name').fill('')
  await page.getByLabel('Last name').fill('')
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('robin@')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Please enter first name')).toBeVisible()
  await expect(page.getByText('Please enter last name')).toBeVisible()
  await expect(page.getByText('Please enter a valid E-mail')).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('First name').fill('Robyn')
  await page.getByLabel('Last name').fill('Area-Smith')
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(who.email)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your settings were saved.' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Last name')).toHaveValue('Area-Smith')

  const moved = who.email.replace('area-', 'moved-')
  await expect(page.getByLabel('Current password')).toHaveCount(0)
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(moved)
  await expect(page.getByLabel('Current password')).toBeVisible()
  await page.getByLabel('Current password').fill('wrong-password')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The password is not correct' })).toBeVisible()
  await page.getByLabel('Current password').fill(who.password)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your settings were saved.' })).toBeVisible()
  await expect(page.getByLabel('Current password')).toHaveCount(0)
  // The account now signs in with the new e-mail.
  const again = await page
    .context()
    .request.post('/api/users/login', { data: { email: moved, password: who.password } })
  expect(again.status()).toBe(200)
  await page.context().close()
})

test('a call answered 401 says the customer was signed out and goes to sign-in with a redirect back', async ({
  browser,
}) => {
  const { page } = await customerPage(browser)
  await page.goto('/account/settings')
  await expect(page.getByLabel('First name')).toHaveValue('Robin')
  await page.context().clearCookies()
  await page.getByRole('button', { name: 'Save changes' }).click()
  const alert = page.getByRole('alertdialog', { name: 'You were signed out!' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('Please sign in again to continue the session.')
  await shoot(page, 'signed-out-desktop')
  await alert.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account\/sign-in\?redirect-url=%2Faccount%2Fsettings#login$/)
  await page.context().close()
})

test('a call answered 403 says the session token expired and reloads', async ({ browser }) => {
  const { page } = await customerPage(browser)
  await page.goto('/account/settings')
  await expect(page.getByLabel('First name')).toHaveValue('Robin')
  // A stand-in for an expired anti-forgery token: the next save is answered 403.
  await page.route('**/api/account/profile', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 403, json: { message: 'Your session token is expired.' } })
      : route.continue(),
  )
  await page.getByRole('button', { name: 'Save changes' }).click()
  const alert = page.getByRole('alertdialog', { name: 'Your session token is expired.' })
  await expect(alert).toBeVisible()
  const reloaded = page.waitForEvent('load')
  await alert.getByRole('button', { name: 'Reload the page' }).click()
  await reloaded
  await expect(page.getByLabel('First name')).toHaveValue('Robin')
  await page.context().close()
})

test('a shipped item says In Transit beside the disabled cancel; delivered, Delivered and no cancel at all', async ({
  browser,
  request,
}) => {
  // A card payment in the checkout, then staff moves through the admin's API: about twice a usual test's time.
  test.slow()
  const { page } = await customerPage(browser)
  const number = await payByCard(page)
  await ship(request, number, 'EZ2000 0010')

  await page.goto('/account/orders/all')
  const card = orderCard(page, number)
  const item = card.getByTestId('order-product')
  await expect(item).toHaveAttribute('data-status', 'shipped')
  await expect(item.getByTestId('delivery-status')).toHaveText('In Transit')
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toBeDisabled()
  await expect(card.getByText(/entered the assembly queue/)).toBeVisible()

  await deliver(request, number)
  await page.reload()
  await expect(item).toHaveAttribute('data-status', 'delivered')
  await expect(item.getByTestId('delivery-status')).toHaveText('Delivered')
  await expect(item.getByText(/^Delivered [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible()
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0)
  await expect(card.getByText(/entered the assembly queue/)).toHaveCount(0)
  await expectAccessible(page)
  await shoot(page, 'delivered-order-desktop')

  await page.setViewportSize(PHONE)
  await expect(item.getByTestId('delivery-status')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0)
  await shoot(page, 'delivered-order-phone')
  await page.context().close()
})
