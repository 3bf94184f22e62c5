// The wish list button's variants (storefront.md section 4): the compare list (a guest signs in from the login modal,
// the item is saved and the modal offers 'Continue Comparing Products'), the basket line (its Save shows only while the
// item is not listed), the creator (saving the build first creates its configuration, which then shows on
// /account/wishlist), the creator not ready (a sold-out part disables Save until the build is changed) and a product's
// reviews page. Screenshots at 1366×900 and 390×844 go to
// test-results/screens/wishlist-variants/.
import { mkdirSync } from 'node:fs'
import {
  type APIRequestContext,
  request as api,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test'
import { expectAccessible, logIn } from './support/checks'
import { group, openCreator, openSlide } from './support/creator'
import { newCustomerPage } from './support/customers'
import { buildController } from './support/shopper'

const DESKTOP = { width: 1366, height: 900 }
const PHONE = { width: 390, height: 844 }
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const
const SHOTS = 'test-results/screens/wishlist-variants'
mkdirSync(SHOTS, { recursive: true })

const SAVED = 'Your configuration has been saved to the Wish List'
const PS5 = '/store?platform%5B%5D=playstation-5' // three PS5 controllers, one classifier
const CART = '/order/step/1'
// The creator's stock message (src/creator/engine/stock.ts), which also says why its Save cannot be used.
const OUT_OF_STOCK = 'Some components in this configuration are out of stock'
const MERCHANDISER = { email: 'merchandiser@padforge.example', password: 'padforge-merch' }

const shoot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage })
const savedModal = (page: Page) => page.getByRole('dialog', { name: 'Saved to your Wish List' })
const listItems = (page: Page) => page.getByRole('list', { name: 'Saved items' }).getByRole('listitem')
// The price box's stock message (by id: the quantity's <output> is a status too).
const stockMessage = (page: Page) => page.locator('#creator-stock-message')
const variantButtons = (scope: Page | Locator, variant: string) =>
  scope.locator(`[data-testid="wishlist-button"][data-variant="${variant}"]`)

/** A customer registered through the store, then signed out again: a guest who has an account. */
async function guestWithAccount(browser: Browser, viewport: typeof DESKTOP, prefix: string) {
  const who = await newCustomerPage(browser, { prefix, firstName: 'Wren', lastName: 'Hale' }, viewport)
  await who.page.context().clearCookies()
  return who
}

/** Signs in through the login modal the wish list button opened. */
async function signInInModal(page: Page, who: { email: string; password: string }) {
  const login = page.getByRole('dialog', { name: 'Sign in' })
  await expect(login).toBeVisible()
  await login.getByLabel('E-mail').fill(who.email)
  await login.getByLabel('Password', { exact: true }).fill(who.password)
  await login.getByRole('button', { name: 'Sign In' }).click()
}

/** Two PS5 controllers chosen with their compare checkboxes, then the compare page. */
async function openCompare(page: Page) {
  await page.goto(PS5)
  const cards = page.getByRole('main').getByRole('article')
  for (const n of [0, 1]) {
    await expect(cards.nth(n).locator('[data-ready]')).toBeVisible()
    await cards.nth(n).getByRole('checkbox', { name: 'Compare' }).check()
  }
  await page
    .locator('[data-compare-bar]')
    .getByRole('button', { name: /^Compare/ })
    .click()
  await expect(page).toHaveURL(/\/compare\?productIDs=\d+vs\d+$/)
  const view = page.locator('[data-compare-view][data-ready]')
  await expect(view.locator('[data-compare-product]')).toHaveCount(2)
  return view
}

for (const [label, viewport] of VIEWPORTS) {
  test(`${label}: compare list: a guest saves, signs in, and is offered to continue comparing`, async ({ browser }) => {
    const who = await guestWithAccount(browser, viewport, `wcmp-${label}`)
    const { page } = who
    const view = await openCompare(page)
    const buttons = variantButtons(view, 'compare')
    await expect(buttons).toHaveCount(2)
    const first = buttons.nth(0)
    // The column's name link: the one with text that is not 'View & Buy' (the picture's link has none).
    const nameLink = view
      .locator('[data-compare-product]')
      .nth(0)
      .getByRole('link')
      .filter({ hasText: /\S/ })
      .filter({ hasNotText: 'View & Buy' })
    const name = ((await nameLink.textContent()) ?? '').trim()
    expect(name).not.toBe('')
    await expect(first).toHaveAttribute('data-known', 'true')
    await expect(first).toHaveText('Save')
    await expect(first).toHaveAccessibleName(`Save: ${name}`)
    await expectAccessible(page)
    await shoot(page, `compare-${label}`)

    // A guest: the login modal; the wish is stashed with its variant, then saved after signing in.
    await first.click()
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist:after-login') ?? 'null'))).toMatchObject(
      { variant: 'compare', target: { productId: expect.any(Number) } },
    )
    await signInInModal(page, who)
    const modal = savedModal(page)
    await expect(modal).toContainText(SAVED)
    const goOn = modal.getByRole('button', { name: 'Continue Comparing Products' })
    await expect(goOn).toBeFocused()
    await expect(modal.getByRole('button', { name: 'Continue Shopping' })).toHaveCount(0)
    await expect(modal.getByRole('link', { name: 'View Your List' })).toHaveAttribute('href', '/account/wishlist')
    await expectAccessible(page)
    await shoot(page, `compare-saved-modal-${label}`)

    // Continue Comparing Products stays on the compare page, where the product is now listed.
    await goOn.click()
    await expect(modal).toBeHidden()
    await expect(page).toHaveURL(/\/compare\?productIDs=/)
    await expect(first).toHaveAttribute('data-listed', 'true')
    await expect(buttons.nth(1)).toHaveText('Save')
    await page.goto('/account/wishlist')
    await expect(listItems(page)).toHaveCount(1)
    await expect(listItems(page).nth(0).getByRole('heading')).toHaveText(name)
    await page.context().close()
  })
}

for (const [label, viewport] of VIEWPORTS) {
  test(`${label}: basket line: Save shows while the item is not listed, and goes once it is`, async ({ browser }) => {
    const { page } = await newCustomerPage(browser, { prefix: `wline-${label}`, firstName: 'Ola', lastName: 'Berg' })
    await buildController(page)
    await page.setViewportSize(viewport)
    await page.goto(CART)
    const line = page.getByTestId('checkout-line').first()
    const save = variantButtons(line, 'line')
    await expect(save).toHaveAttribute('data-known', 'true')
    await expect(save).toHaveText('Save')
    await expect(save).toHaveAccessibleName(/^Save: Custom PS5 Controller/)
    await expectAccessible(page)
    await line.scrollIntoViewIfNeeded()
    await shoot(page, `cart-line-${label}`)
    await line.screenshot({ path: `${SHOTS}/cart-line-close-${label}.png` })

    await save.click()
    const modal = savedModal(page)
    await expect(modal).toContainText(SAVED)
    await expect(modal.getByRole('button', { name: 'Continue Shopping' })).toBeFocused()
    await modal.getByRole('button', { name: 'Continue Shopping' }).click()
    await expect(modal).toBeHidden()
    // Listed now: the line has no add control, here and after a reload (the browser's list remembers it). Focus went
    // back into the line, not to the top of the page.
    await expect(save).toHaveCount(0)
    await expect(line.locator(':focus')).toHaveCount(1)
    await page.reload()
    await expect(page.getByTestId('checkout-line')).toHaveCount(1)
    await expect(page.getByTestId('checkout-line').first().getByRole('combobox')).toBeVisible()
    await expect(variantButtons(page, 'line')).toHaveCount(0)
    // It is the cart's configuration that was saved.
    await page.goto('/account/wishlist')
    await expect(listItems(page)).toHaveCount(1)
    await expect(listItems(page).nth(0).getByRole('heading')).toHaveText('Custom PS5 Controller')
    await page.context().close()
  })
}

for (const [label, viewport] of VIEWPORTS) {
  test(`${label}: creator: a guest's save creates the configuration, and after signing in it is on the wish list`, async ({
    browser,
  }) => {
    const who = await guestWithAccount(browser, viewport, `wcre-${label}`)
    const { page } = who
    const created: string[] = []
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/api/order/add-configuration' && response.ok())
        created.push(((await response.json()) as { configuration_id: string }).configuration_id)
    })
    await openCreator(page)
    const save = variantButtons(page, 'creator')
    await expect(save).toHaveAttribute('data-known', 'true')
    await expect(save).toHaveText('Save')
    await expect(save).toHaveAccessibleName('Save: Custom PS5 Controller')
    await expect(save).not.toHaveAttribute('aria-disabled', 'true')
    await save.scrollIntoViewIfNeeded()
    await expectAccessible(page)
    await shoot(page, `creator-${label}`)
    await page.getByRole('region', { name: 'Price and quantity' }).screenshot({
      path: `${SHOTS}/creator-price-box-${label}.png`,
    })

    // Saving a configuration first creates it; a guest's is stashed by its uid for after signing in.
    await save.click()
    await expect.poll(() => created.length).toBe(1)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist:after-login') ?? 'null'))).toMatchObject(
      { variant: 'creator', target: { configurationId: created[0] } },
    )
    await signInInModal(page, who)
    const modal = savedModal(page)
    await expect(modal).toContainText(SAVED)
    await expect(modal.getByRole('button', { name: 'Continue Shopping' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    // The same build is listed (pointing at it offers the list); nothing more was created.
    await expect(save).toHaveAttribute('data-listed', 'true')
    await page.getByRole('heading', { level: 1 }).click()
    await expect(save).toHaveText('In Your Wish List')
    expect(created).toHaveLength(1)

    // Signed in: another build (desktop: the groups list) saves at once, as a configuration of its own.
    const builds = label === 'desktop' ? 2 : 1
    if (label === 'desktop') {
      const body = await group(page, 'Body')
      await body.getByText('Cosmic Red', { exact: true }).click()
      await expect(body.locator('summary')).toContainText('Cosmic Red')
      await expect(save).toHaveText('Save')
      await save.click()
      await expect(modal).toContainText(SAVED)
      await expect.poll(() => created.length).toBe(2)
      await modal.getByRole('link', { name: 'View Your List' }).click()
    } else {
      // Listed: the button leads to the wish list.
      await save.click()
    }
    await expect(page).toHaveURL(/\/account\/wishlist$/)
    await expect(listItems(page)).toHaveCount(builds)
    // Newest first; each opens its build again in the creator (`?configuration={uid}`).
    for (let n = 0; n < builds; n++) {
      const item = listItems(page).nth(n)
      await expect(item.getByRole('heading')).toHaveText('Custom PS5 Controller')
      await expect(item.getByRole('link').first()).toHaveAttribute(
        'href',
        `/PS5-Custom-Controller?configuration=${created[builds - 1 - n]}`,
      )
    }
    await page.context().close()
  })
}

/** A staff API client with cookies of its own, signed in as the demo merchandiser (who may change stock). */
async function merchandiser(): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL as string
  const client = await api.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  await logIn(client, MERCHANDISER)
  return client
}

/**
 * The PS5 front shell the creator opens with (its default value). The seed keeps every default in stock, and a shopper
 * can pick only values in stock, so the test sells this one out itself to reach a build that cannot be saved.
 */
async function defaultFrontShell(staff: APIRequestContext): Promise<{ id: number; stock: number }> {
  // The option named Body (several options have a Cosmic Red value; the PS5 Edge has a Body option too).
  const options = await staff.get('/api/options', { params: { depth: 1, limit: 50, 'where[name][equals]': 'Body' } })
  type Options = { docs: Array<{ id: number; platforms: Array<{ slug: string }> }> }
  const body = ((await options.json()) as Options).docs.find((o) => o.platforms.some((p) => p.slug === 'ps5'))
  expect(body, 'the PS5 Body option').toBeTruthy()
  const values = await staff.get('/api/option-values', {
    params: { depth: 0, limit: 100, 'where[option][equals]': body?.id ?? 0 },
  })
  type Value = { id: number; name: string; stock: number; isDefault: boolean }
  const docs = ((await values.json()) as { docs: Value[] }).docs
  const shell = docs.find((v) => v.isDefault)
  expect(shell?.stock, 'the default front shell is in stock').toBeGreaterThan(0)
  // The shell the test changes to must stay buyable (the seed sells some values out).
  expect(docs.find((v) => v.name === 'Cosmic Red')?.stock, 'Cosmic Red is in stock').toBeGreaterThan(0)
  return shell as Value
}

/** Picks a front shell: from the groups list on a desktop, from the slider's sheet on a phone. */
async function chooseBody(page: Page, label: string, name: string) {
  if (label === 'desktop') {
    const body = await group(page, 'Body')
    await body.getByText(name, { exact: true }).click()
    await expect(body.locator('summary')).toContainText(name)
    return
  }
  const sheet = await openSlide(page, 'Body')
  await sheet.getByText(name, { exact: true }).click()
  await sheet.getByRole('button', { name: 'Done' }).click()
  await expect(sheet).toBeHidden()
  await expect(page.locator('[data-slide="Body"]')).toContainText(name)
}

for (const [label, viewport] of VIEWPORTS) {
  test(`${label}: creator not ready: with a sold-out part Save is disabled and says why; changed, the build saves`, async ({
    browser,
  }) => {
    const staff = await merchandiser()
    const shell = await defaultFrontShell(staff)
    const setStock = async (stock: number) =>
      expect((await staff.patch(`/api/option-values/${shell.id}`, { data: { stock } })).status()).toBe(200)
    const { page } = await newCustomerPage(
      browser,
      { prefix: `wnr-${label}`, firstName: 'Noor', lastName: 'Vance' },
      viewport,
    )
    // Every attempt to store the build, answered or not: a disabled Save must not even try.
    const stores: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/order/add-configuration') stores.push(request.url())
    })
    try {
      // Sold out (stock 0, sold only from stock): the build the creator opens with cannot be bought, nor saved.
      await setStock(0)
      await openCreator(page)
      const save = variantButtons(page, 'creator')
      const priceBox = page.getByRole('region', { name: 'Price and quantity' })
      await expect(save).toHaveAttribute('data-known', 'true')
      await expect(save).toHaveText('Save')
      await expect(save).toHaveAttribute('aria-disabled', 'true')
      await expect(save).toHaveAccessibleDescription(OUT_OF_STOCK)
      await expect(stockMessage(page)).toHaveText(OUT_OF_STOCK)
      await expect(priceBox.getByRole('button', { name: /^Add to Cart/ })).toBeDisabled()
      await save.scrollIntoViewIfNeeded()
      await expectAccessible(page)
      await shoot(page, `creator-not-ready-${label}`)
      await priceBox.screenshot({ path: `${SHOTS}/creator-not-ready-price-box-${label}.png` })
      // aria-disabled keeps it focusable (it is described by the reason), so a keyboard press reaches it and does
      // nothing: no modal (checked again below: nothing was stored). Playwright's click waits for it to be enabled.
      await save.focus()
      await page.keyboard.press('Enter')
      await expect(savedModal(page)).toHaveCount(0)
      await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0)

      // Another front shell in stock completes the build: Save is enabled, has nothing to explain, and saves.
      await chooseBody(page, label, 'Cosmic Red')
      await expect(save).not.toHaveAttribute('aria-disabled', 'true')
      await expect(save).not.toHaveAttribute('aria-describedby')
      await expect(stockMessage(page)).toHaveCount(0)
      await expect(priceBox.getByRole('button', { name: /^Add to Cart/ })).toBeEnabled()
      await save.click()
      const modal = savedModal(page)
      await expect(modal).toContainText(SAVED)
      expect(stores).toHaveLength(1)
      await modal.getByRole('button', { name: 'Continue Shopping' }).click()
      await expect(modal).toBeHidden()
      await expect(save).toHaveAttribute('data-listed', 'true')
    } finally {
      await setStock(shell.stock)
      await staff.dispose()
      await page.context().close()
    }
  })
}

test('review: a product’s reviews page saves the product; a platform’s has nothing to save', async ({ browser }) => {
  const { page } = await newCustomerPage(browser, { prefix: 'wrev', firstName: 'Ines', lastName: 'Moor' }, DESKTOP)
  // A prebuilt product of the PS5 creator: its reviews page.
  await page.goto('/configured-controller-reviews/ps5')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(variantButtons(page, 'review')).toHaveCount(0)
  const products = await page.request.post('/api/products-by-platform/ps5', { data: { limit: 1, offset: 0 } })
  const product = ((await products.json()) as { products: Array<{ id: number; name: string }> }).products[0]
  expect(product?.id).toBeGreaterThan(0)
  await page.goto(`/configured-controller-reviews/${product?.id}`)
  const save = variantButtons(page, 'review')
  await expect(save).toHaveAttribute('data-known', 'true')
  await expect(save).toHaveText('Save')
  await expect(save).toHaveAccessibleName(`Save: ${product?.name}`)
  await save.click()
  await expect(savedModal(page)).toContainText(SAVED)
  await savedModal(page).getByRole('button', { name: 'Continue Shopping' }).click()
  await expect(save).toHaveAttribute('data-listed', 'true')
  await expectAccessible(page)
  for (const [label, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport)
    await shoot(page, `review-${label}`)
  }
  await page.context().close()
})
