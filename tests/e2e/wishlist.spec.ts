// The wish list (storefront.md sections 3, 4, 6, 8 and 9; account.md section 2): a guest saves from a product card in
// /store, signs in in the login modal and finds the success modal and then the item on /account/wishlist; the button's
// three texts; move to top; remove with the confirmation and the removal modal; the empty state. Desktop and phone.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { expectAccessible } from './support/checks'
import { newCustomerPage } from './support/customers'

const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }
const SHOTS = process.env.WISHLIST_SHOTS ?? '/tmp/shots-wishlist'

const SAVED = 'Your configuration has been saved to the Wish List'
const REMOVED = 'Your configuration removed from the Wish List'
const CONFIRM = 'Are you sure want to remove this item from your wish list?'

async function shoot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage })
}

/** A customer registered through the store, then signed out again: a guest who has an account. */
async function guestWithAccount(browser: Browser, viewport: typeof DESKTOP) {
  const who = await newCustomerPage(browser, { prefix: 'wish', firstName: 'Wren', lastName: 'Hale' }, viewport)
  await who.page.context().clearCookies()
  return who
}

const cards = (page: Page) => page.locator('article').filter({ has: page.getByTestId('wishlist-button') })
const buttonOf = (card: Locator) => card.getByTestId('wishlist-button')
/** The product's full name (the card's heading may be truncated at 40 characters): the button is named after it. */
const nameOf = async (card: Locator) =>
  ((await buttonOf(card).getAttribute('aria-label')) ?? '').replace(/^[^:]+: /, '')
const modal = (page: Page) => page.getByRole('dialog', { name: 'Saved to your Wish List' })
const items = (page: Page) => page.getByRole('list', { name: 'Saved items' }).getByRole('listitem')

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`${label}: a guest saves from /store, signs in in the modal, and manages the list`, async ({ browser }) => {
    const { page, email, password } = await guestWithAccount(browser, viewport)
    await page.goto('/store')
    const first = cards(page).nth(0)
    const second = cards(page).nth(1)
    const firstName = await nameOf(first)
    const secondName = await nameOf(second)
    await expect(buttonOf(first)).toHaveAttribute('data-known', 'true')
    await expect(buttonOf(first)).toHaveText('Save')

    // A guest gets the login modal; the item is saved right after signing in, and the success modal shows.
    await buttonOf(first).click()
    const login = page.getByRole('dialog', { name: 'Sign in' })
    await expect(login).toBeVisible()
    await shoot(page, `login-modal-${label}`)
    await login.getByLabel('E-mail').fill(email)
    await login.getByLabel('Password', { exact: true }).fill(password)
    await login.getByRole('button', { name: 'Sign In' }).click()
    await expect(modal(page)).toBeVisible()
    await expect(modal(page)).toContainText(SAVED)
    // The safe choice has focus; the other goes to the list.
    await expect(modal(page).getByRole('button', { name: 'Continue Shopping' })).toBeFocused()
    await expect(modal(page).getByRole('link', { name: 'View Your List' })).toHaveAttribute('href', '/account/wishlist')
    await expectAccessible(page)
    await shoot(page, `saved-modal-${label}`)
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
    await expect(buttonOf(first)).toHaveAttribute('data-listed', 'true')
    await expect(buttonOf(first)).toBeFocused()
    // Focused (or hovered) when listed: 'View Wish List'; otherwise 'In Your Wish List'.
    await expect(buttonOf(first)).toHaveText('View Wish List')
    await page.getByRole('heading', { level: 1 }).click()
    await expect(buttonOf(first)).toHaveText('In Your Wish List')
    if (label === 'desktop') {
      await buttonOf(first).hover()
      await expect(buttonOf(first)).toHaveText('View Wish List')
      await shoot(page, `card-listed-${label}`)
    }

    // Signed in: Save adds at once; View Your List goes to the page.
    await buttonOf(second).click()
    await expect(modal(page)).toContainText(SAVED)
    await modal(page).getByRole('link', { name: 'View Your List' }).click()
    await expect(page).toHaveURL(/\/account\/wishlist$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My Wish List' })).toBeVisible()
    await expect(items(page)).toHaveCount(2)
    // The newest first: the card shows its picture, name (a link), price and when it was added.
    await expect(items(page).nth(0).getByRole('heading')).toHaveText(secondName)
    await expect(items(page).nth(1).getByRole('heading')).toHaveText(firstName)
    await expect(items(page).nth(0).getByRole('link')).toHaveAttribute('href', /^\/(product|configured-controller)\//)
    await expect(items(page).nth(0)).toContainText('$')
    await expect(items(page).nth(0)).toContainText('Added')
    await expectAccessible(page)
    await shoot(page, `list-${label}`, true)

    // Move to top.
    await items(page).nth(1).getByRole('button', { name: 'Move to top' }).click()
    await expect(items(page).nth(0).getByRole('heading')).toHaveText(firstName)
    await expect(items(page).nth(1).getByRole('heading')).toHaveText(secondName)

    // Remove: the spec's confirmation (the safe choice focused; Escape keeps it), then the removal modal.
    await items(page)
      .nth(0)
      .getByRole('button', { name: /^Remove/ })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Remove item' })
    await expect(confirm).toContainText(CONFIRM)
    await expect(confirm.getByRole('button', { name: 'No, Keep it' })).toBeFocused()
    await shoot(page, `confirm-${label}`)
    await page.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
    await expect(items(page)).toHaveCount(2)
    await items(page)
      .nth(0)
      .getByRole('button', { name: /^Remove/ })
      .click()
    await confirm.getByRole('button', { name: 'Yes, Remove' }).click()
    const removed = page.getByRole('dialog', { name: 'Removed' })
    await expect(removed).toContainText(REMOVED)
    await expectAccessible(page)
    await shoot(page, `removed-modal-${label}`)
    await removed.getByRole('button', { name: 'OK' }).click()
    await expect(items(page)).toHaveCount(1)
    await expect(items(page).nth(0).getByRole('heading')).toHaveText(secondName)

    // The last one: the empty state links to the store.
    await items(page)
      .nth(0)
      .getByRole('button', { name: /^Remove/ })
      .click()
    await confirm.getByRole('button', { name: 'Yes, Remove' }).click()
    await removed.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByText('Your Wish List is empty.')).toBeVisible()
    await expectAccessible(page)
    await shoot(page, `empty-${label}`)
    await page.getByRole('link', { name: 'Browse the store' }).click()
    await expect(page).toHaveURL(/\/store$/)
    // The browser's list followed the removals: both cards say Save again.
    await expect(buttonOf(cards(page).nth(0))).toHaveText('Save')
    await expect(buttonOf(cards(page).nth(1))).toHaveText('Save')
    await page.context().close()
  })
}

test('a listed product leads to the wish list; signing out forgets the stored list', async ({ browser }) => {
  const { page } = await newCustomerPage(browser, { prefix: 'wish2', firstName: 'Ola', lastName: 'Berg' }, DESKTOP)
  await page.goto('/store')
  const first = cards(page).nth(0)
  await buttonOf(first).click()
  await expect(modal(page)).toBeVisible()
  await modal(page).getByRole('button', { name: 'Continue Shopping' }).click()
  const cache = await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? 'null'))
  expect(cache).toMatchObject({ v: 1, products: [{ id: expect.any(Number) }] })
  expect(cache.expiresIn - Date.now()).toBeGreaterThan(1790_000)
  expect(cache.expiresIn - Date.now()).toBeLessThanOrEqual(1800_000)
  await buttonOf(first).click()
  await expect(page).toHaveURL(/\/account\/wishlist$/)
  await expect(items(page)).toHaveCount(1)
  await page.goto('/account/logout')
  await expect(page).not.toHaveURL(/\/account\/logout$/)
  await page.goto('/store')
  await expect(buttonOf(cards(page).nth(0))).toHaveText('Save')
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull()
  await page.context().close()
})
