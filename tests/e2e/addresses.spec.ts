// Shipping Addresses (account.md sections 2, 4, 5 and 7): add two, make the second primary, edit, delete; every
// required message for an empty form; desktop and phone. A fresh customer per test, registered through the store.
import { type Browser, expect, type Page, test } from '@playwright/test'
import { expectAccessible } from './support/checks'
import { newCustomerPage } from './support/customers'

const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }
/** Folder for review screenshots (desktop and phone); none are taken when unset. */
const SHOTS = process.env.ADDR_SHOTS

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/addresses-${name}.png`, fullPage: true })
}

/** A new customer, signed in on a new page of its own, at the address book. */
async function addressBook(browser: Browser, viewport = DESKTOP) {
  const { page } = await newCustomerPage(
    browser,
    { prefix: 'addr', firstName: 'Casey', lastName: 'Jones', phone: '+1 212 555 0142' },
    viewport,
  )
  await page.goto('/account/shipping-addresses')
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Addresses' })).toBeVisible()
  return page
}

const cards = (page: Page) => page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem')
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
/** The primary badge (not the "Make primary" button). */
const badge = (page: Page) => page.getByText('Primary', { exact: true })

async function fillUs(page: Page, line: string) {
  await page.getByLabel('Country').selectOption('US')
  await page.getByLabel(/^State/).selectOption('NY')
  await page.getByLabel('Address 1').fill(line)
  await page.getByLabel('City').fill('New York')
  await page.getByLabel('ZIP').fill('10118')
}

test('desktop: empty book, every required message, add two, make the second primary, edit, delete', async ({
  browser,
}) => {
  const page = await addressBook(browser)
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'empty-desktop')

  await page.getByRole('button', { name: 'Add address' }).click()
  // The default address is New York, United States.
  await expect(page.getByLabel('Country')).toHaveValue('US')
  await expect(page.getByLabel(/^State/)).toHaveValue('NY')
  await expect(page.getByLabel('City')).toHaveValue('New York')

  // An empty form: every required field says so, in the spec's words.
  await page.getByLabel('Country').selectOption('')
  await page.getByLabel('City').fill('')
  const submit = page.getByRole('button', { name: 'Add address' })
  await submit.click()
  for (const label of ['Country', 'City', 'Address 1', 'ZIP'])
    await expect(page.getByText(`The ${label} field is required.`)).toBeVisible()
  await expect(page.getByLabel('City')).toHaveAttribute('aria-invalid', 'true')
  // US and GB pick the state from a list; another country that requires one types it.
  await page.getByLabel('Country').selectOption('US')
  await submit.click()
  await expect(page.getByText('The State field is required.')).toBeVisible()
  await page.getByLabel('Country').selectOption('CA')
  await expect(page.getByRole('textbox', { name: 'State' })).toBeVisible()
  await submit.click()
  await expect(page.getByText('The State field is required.')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'form-errors-desktop')

  await fillUs(page, '350 5th Ave')
  await submit.click()
  await expect(toast(page, 'The address was added.')).toBeVisible()
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first().getByText('Primary', { exact: true })).toBeVisible()
  await expect(cards(page).first()).toContainText('Casey Jones')
  await expect(cards(page).first()).toContainText('New York, NY 10118')

  await page.getByRole('button', { name: 'Add address' }).click()
  await page.getByLabel('Country').selectOption('GB')
  await page.getByLabel(/^State/).selectOption({ label: 'Bedford' })
  await page.getByLabel('Address 1').fill('12 High Street')
  await page.getByLabel('City').fill('Bedford')
  await page.getByLabel('ZIP').fill('MK40 1AA')
  await page.getByRole('button', { name: 'Add address' }).click()
  await expect(toast(page, 'The address was added.')).toBeVisible()
  await expect(cards(page)).toHaveCount(2)
  const second = cards(page).filter({ hasText: '12 High Street' })
  await expect(second.filter({ has: badge(page) })).toHaveCount(0)

  await second.getByRole('button', { name: /Make primary/ }).click()
  await expect(toast(page, 'This is now your primary address.')).toBeVisible()
  await expect(cards(page).first()).toContainText('12 High Street')
  await expect(cards(page).first().getByText('Primary', { exact: true })).toBeVisible()
  await expect(cards(page).filter({ has: badge(page) })).toHaveCount(1)
  await shoot(page, 'list-desktop')

  const first = cards(page).filter({ hasText: '350 5th Ave' })
  await first.getByRole('button', { name: /Edit/ }).click()
  await expect(page.getByLabel('Address 1')).toHaveValue('350 5th Ave')
  await page.getByLabel('Address 2 (optional)').fill('Floor 86')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(toast(page, 'The address was saved.')).toBeVisible()
  await expect(cards(page).filter({ hasText: 'Floor 86' })).toHaveCount(1)

  // Deleting the primary address asks first; the remaining one becomes primary.
  await cards(page)
    .filter({ hasText: '12 High Street' })
    .getByRole('button', { name: /Delete/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Delete address' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'No, Keep it' }).click()
  await expect(cards(page)).toHaveCount(2)
  await cards(page)
    .filter({ hasText: '12 High Street' })
    .getByRole('button', { name: /Delete/ })
    .click()
  await page.getByRole('dialog', { name: 'Delete address' }).getByRole('button', { name: 'Yes, Delete' }).click()
  await expect(toast(page, 'The address was deleted.')).toBeVisible()
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first().getByText('Primary', { exact: true })).toBeVisible()
  await page.reload()
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toContainText('Floor 86')
  await page.context().close()
})

test('phone: add an address and manage it at 390×844', async ({ browser }) => {
  const page = await addressBook(browser, PHONE)
  await expect(page.getByRole('link', { name: 'My Account', exact: true })).toBeVisible()
  await shoot(page, 'empty-phone')
  await page.getByRole('button', { name: 'Add address' }).click()
  await page.getByLabel('City').fill('')
  await page.getByRole('button', { name: 'Add address' }).click()
  await expect(page.getByText('The City field is required.')).toBeVisible()
  await shoot(page, 'form-errors-phone')
  await fillUs(page, '1 Main St')
  await page.getByRole('button', { name: 'Add address' }).click()
  await expect(toast(page, 'The address was added.')).toBeVisible()
  await page.getByRole('button', { name: 'Add address' }).click()
  await fillUs(page, '2 Side St')
  await page.getByRole('button', { name: 'Add address' }).click()
  await expect(cards(page)).toHaveCount(2)
  await cards(page)
    .filter({ hasText: '2 Side St' })
    .getByRole('button', { name: /Make primary/ })
    .click()
  await expect(cards(page).first()).toContainText('2 Side St')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(PHONE.width)
  await expectAccessible(page)
  await shoot(page, 'list-phone')
  await page.context().close()
})
