import { mkdirSync } from 'node:fs'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { expectAccessible, logIn } from './support/checks'

// Product comparison (storefront.md sections 2, 3, 4, 5, 8 and 9): the compare checkbox on product cards, the compare
// bar at the bottom of listings, the compare page with Highlight Differences, 'Compare with...' and removal, at
// desktop and phone widths. Screenshots go to /tmp/shots-compare/.

const SHOTS = '/tmp/shots-compare'
mkdirSync(SHOTS, { recursive: true })

const PS5 = '/store?platform%5B%5D=playstation-5' // three comparable PS5 controllers, one classifier
const XBOX = '/store?platform%5B%5D=xbox-series-x' // another classifier
const PS4 = '/store?platform%5B%5D=playstation-4' // PlayStation's classifier too

/** The listing's comparable cards (the ready-made DualSense is on the PS5 listing too, without a Compare box). */
const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('checkbox', { name: 'Compare' }) })
const bar = (page: Page) => page.locator('[data-compare-bar]')

/** The nth card's compare checkbox, once it is interactive. */
async function checkbox(page: Page, n: number) {
  const card = cards(page).nth(n)
  await expect(card.locator('[data-ready]')).toBeVisible()
  return card.getByRole('checkbox', { name: 'Compare' })
}

/** The nth card's full product name (a long one is shown truncated, the whole name is its link's text). */
async function cardName(page: Page, n: number): Promise<string> {
  return cards(page)
    .nth(n)
    .getByRole('heading')
    .evaluate((h) => {
      const link = h.querySelector('a')
      return (link?.getAttribute('title') || link?.textContent || '').trim()
    })
}

test('desktop: select three, the bar, compare, highlight, add from search, remove down to none', async ({ page }) => {
  await page.goto(PS5)
  await expect(cards(page)).toHaveCount(3)
  const names: string[] = []
  for (const n of [0, 1, 2]) {
    const box = await checkbox(page, n)
    await box.check()
    await expect(box).toBeChecked()
    names.push(await cardName(page, n))
  }

  // The bar: three filled slots of four, names shown, Compare enabled.
  await expect(bar(page)).toBeVisible()
  await expect(bar(page).locator('[data-compare-slot]')).toHaveCount(3)
  for (const name of names) await expect(bar(page)).toContainText(name)
  await expect(bar(page).getByRole('button', { name: /^Compare/ })).not.toHaveAttribute('data-disabled')
  await expectAccessible(page)
  await bar(page).screenshot({ path: `${SHOTS}/bar-desktop.png` })
  await page.screenshot({ path: `${SHOTS}/listing-with-bar-desktop.png` })

  // An item of another classifier is refused with the spec's message, and the selection is unchanged.
  await page.goto(XBOX)
  const xbox = await checkbox(page, 0)
  await xbox.click()
  await expect(page.locator('[data-toast]')).toHaveText('Incompatible Item for comparison.')
  await expect(xbox).not.toBeChecked()
  await expect(bar(page).locator('[data-compare-slot]')).toHaveCount(3)

  // Compare opens /compare?productIDs=…vs…vs…
  await bar(page)
    .getByRole('button', { name: /^Compare/ })
    .click()
  await expect(page).toHaveURL(/\/compare\?productIDs=\d+vs\d+vs\d+$/)
  const view = page.locator('[data-compare-view][data-ready]')
  await expect(view.locator('[data-compare-product]')).toHaveCount(3)
  for (const name of names) await expect(view.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(view.getByRole('rowheader', { name: 'Theme' })).toBeVisible()
  await expect(view.locator('[data-differs]')).toHaveCount(0)

  // Highlight Differences marks the rows whose values differ (the themes do; the warranty does not).
  await view.getByRole('switch', { name: 'Highlight Differences' }).check()
  await expect(view.locator('tr[data-row="Design and service|Theme"]')).toHaveAttribute('data-differs', 'true')
  await expect(view.locator('tr[data-row="Design and service|Warranty"]')).not.toHaveAttribute('data-differs')
  await expect(view.locator('tr[data-row="General|Platform"]')).not.toHaveAttribute('data-differs')
  await expectAccessible(page)
  await page.screenshot({ path: `${SHOTS}/compare-desktop.png`, fullPage: true })

  // 'Compare with...' finds a PS4 controller (same classifier) after the debounce and adds it as the fourth.
  const search = view.locator('[data-compare-search]')
  await expect(search.locator('[data-compare-result]').first()).toBeVisible()
  await search.getByLabel('Compare with...').fill('ps4')
  await expect(search.locator('[data-compare-result]').first()).toContainText('PS4')
  const results = await search.locator('[data-compare-result]').count()
  expect(results).toBeGreaterThan(0)
  await expect(search).toContainText('No more data')
  await search.locator('[data-compare-result]').first().click()
  await expect(view.locator('[data-compare-product]')).toHaveCount(4)
  await expect(page).toHaveURL(/productIDs=\d+vs\d+vs\d+vs\d+$/)
  await expect(search).toHaveCount(0) // four compared: no search column
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('compareIds') ?? '[]').length)).toBe(4)

  // A search with no match says so.
  await view
    .getByRole('button', { name: /^Remove / })
    .first()
    .click()
  await expect(view.locator('[data-compare-product]')).toHaveCount(3)
  await view.getByLabel('Compare with...').fill('no such controller')
  await expect(view.locator('[data-compare-search]')).toContainText('No results')

  // Removing down to none clears the selection and goes to the store.
  for (let left = 3; left > 0; left--) {
    await view
      .getByRole('button', { name: /^Remove / })
      .first()
      .click()
    if (left > 1) await expect(view.locator('[data-compare-product]')).toHaveCount(left - 1)
    if (left === 2) await expect(view).toContainText('Please select at least two products to use comparison tool')
  }
  await expect(page).toHaveURL(/\/store$/)
  expect(await page.evaluate(() => localStorage.getItem('compareIds'))).toBeNull()
  await expect(bar(page)).toHaveCount(0)
})

test('desktop: fewer than two, the bar and the page say so; a fifth is refused; storage is shared', async ({
  page,
  context,
}) => {
  await page.goto('/compare?productIDs=1')
  await expect(page.getByRole('main')).toContainText('Please select at least two products to use comparison tool')

  await page.goto(PS5)
  await (await checkbox(page, 0)).check()
  await bar(page)
    .getByRole('button', { name: /^Compare/ })
    .click()
  await expect(page.locator('[data-toast]')).toHaveText('Please select at least two products to use comparison tool')
  await expect(page).toHaveURL(/\/store\?/)

  // Another tab sees the selection (storage event).
  const other = await context.newPage()
  await other.goto(PS5)
  await expect(await checkbox(other, 0)).toBeChecked()
  await (await checkbox(other, 1)).check()
  await expect(bar(page).locator('[data-compare-slot]')).toHaveCount(2)
  await expect(await checkbox(page, 1)).toBeChecked()
  await other.close()

  await (await checkbox(page, 2)).check()
  await page.goto(PS4)
  await (await checkbox(page, 0)).check()
  await expect(bar(page).locator('[data-compare-slot]')).toHaveCount(4)
  const fifth = await checkbox(page, 1)
  await fifth.click()
  await expect(page.locator('[data-toast]')).toContainText('You can compare up to 4 products')
  await expect(fifth).not.toBeChecked()

  await bar(page).getByRole('button', { name: 'Clear' }).click()
  await expect(bar(page)).toHaveCount(0)
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the bar fits, the compare table scrolls sideways with the feature column kept', async ({ page }) => {
    await page.goto(PS5)
    for (const n of [0, 1, 2]) await (await checkbox(page, n)).check()
    await expect(bar(page).locator('[data-compare-slot] img')).toHaveCount(3)
    await expectAccessible(page)
    await bar(page).screenshot({ path: `${SHOTS}/bar-phone.png` })
    await page.screenshot({ path: `${SHOTS}/listing-with-bar-phone.png` })

    await bar(page)
      .getByRole('button', { name: /^Compare/ })
      .click()
    await expect(page).toHaveURL(/\/compare\?productIDs=\d+vs\d+vs\d+$/)
    const view = page.locator('[data-compare-view][data-ready]')
    await expect(view.locator('[data-compare-product]')).toHaveCount(3)
    await view.getByRole('switch', { name: 'Highlight Differences' }).check()
    await expect(view.locator('[data-differs]').first()).toBeVisible()
    const scroller = view.locator('table').locator('xpath=..')
    const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
    expect(sizes.scroll).toBeGreaterThan(sizes.client)
    const feature = view.getByRole('rowheader', { name: 'Theme' })
    expect(await feature.evaluate((el) => getComputedStyle(el).position)).toBe('sticky')
    await expectAccessible(page)
    await page.screenshot({ path: `${SHOTS}/compare-phone.png`, fullPage: true })
    await scroller.evaluate((el) => el.scrollTo({ left: 400 }))
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100)
    // The feature column stays at the table's left edge while the values scroll beneath it.
    const tableLeft = (await scroller.boundingBox())?.x ?? 0
    expect(Math.abs(((await feature.boundingBox())?.x ?? -999) - tableLeft)).toBeLessThan(3)
    await view.locator('thead').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/compare-phone-scrolled.png` })
  })
})

// The compare bar on a standard product page (storefront.md section 2): the demo store compares controllers only,
// whose pages are the creator's, so a merchandiser makes one demo accessory comparable for these tests.
test.describe('a standard product page', () => {
  const MERCHANDISER = { email: 'merchandiser@padforge.example', password: 'padforge-merch' }
  let merchandiser: APIRequestContext
  let product: { id: number; name: string; slug: string }

  test.beforeAll(async ({ playwright }, info) => {
    const baseURL = info.project.use.baseURL as string
    merchandiser = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
    await logIn(merchandiser, MERCHANDISER)
    const found = await merchandiser.get(
      '/api/products?where[type][equals]=others&where[inStock][equals]=true&where[status][equals]=active&depth=0&sort=name&limit=1',
    )
    product = ((await found.json()) as { docs: (typeof product)[] }).docs[0]!
    const patched = await merchandiser.patch(`/api/products/${product.id}`, {
      data: { comparable: true, classifier: 4242 },
    })
    expect(patched.ok()).toBe(true)
  })

  test.afterAll(async () => {
    await merchandiser.patch(`/api/products/${product.id}`, { data: { comparable: false, classifier: null } })
    await merchandiser.dispose()
  })

  /** The page's compare checkbox, once it is interactive. */
  async function pageCheckbox(page: Page) {
    const check = page.locator('[data-ready]').filter({ has: page.locator('[data-compare-checkbox]') })
    await expect(check).toBeVisible()
    return check.getByRole('checkbox', { name: 'Compare' })
  }

  test('desktop: ticking Compare shows the bar with the product; it stays after a reload, unticking hides it', async ({
    page,
  }) => {
    await page.goto(`/product/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    const box = await pageCheckbox(page)
    await expect(bar(page)).toHaveCount(0)
    await box.check()
    await expect(bar(page)).toBeVisible()
    const slot = bar(page).locator(`[data-compare-slot="${product.id}"]`)
    await expect(slot).toContainText(product.name)
    await expect(slot.locator('img')).toBeVisible()
    await expect(bar(page).locator('[data-compare-slot]')).toHaveCount(1)
    await expect(bar(page).getByRole('button', { name: /^Compare/ })).toHaveAttribute('data-disabled')
    await expectAccessible(page)
    await page.screenshot({ path: `${SHOTS}/product-with-bar-desktop.png` })

    await page.reload()
    await expect(await pageCheckbox(page)).toBeChecked()
    await expect(bar(page).locator(`[data-compare-slot="${product.id}"]`)).toContainText(product.name)
    await (await pageCheckbox(page)).uncheck()
    await expect(bar(page)).toHaveCount(0)
  })

  test.describe('phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

    test('the bar shows with the product and sits above the buy bar, never over it', async ({ page }) => {
      await page.goto(`/product/${product.slug}`)
      await (await pageCheckbox(page)).check()
      await expect(bar(page).locator(`[data-compare-slot="${product.id}"] img`)).toBeVisible()
      await expect(bar(page)).toContainText('Compare')
      const buyBar = page.getByTestId('sticky-bar')

      // The buy buttons in view: no buy bar, the compare bar at the bottom edge.
      await expect(buyBar).not.toHaveAttribute('data-shown')
      await expect.poll(async () => bottomOf(await bar(page).boundingBox())).toBeCloseTo(844, 0)
      await expectAccessible(page)
      await page.screenshot({ path: `${SHOTS}/product-with-bar-phone-top.png` })

      // Scrolled past them: the buy bar slides in at the bottom, the compare bar right above it.
      const below = await page
        .getByRole('heading', { name: 'Product details' })
        .evaluate((h) => h.getBoundingClientRect().top + window.scrollY)
      await page.evaluate((top) => window.scrollTo(0, top), below)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400)
      await expect(buyBar).toHaveAttribute('data-shown')
      await expect(buyBar).toHaveCSS('transform', 'none')
      await expect(buyBar).toBeInViewport()
      await expect(bar(page)).toBeInViewport()
      await expect
        .poll(async () => {
          const compare = await bar(page).boundingBox()
          const buy = await buyBar.boundingBox()
          return compare && buy ? Math.round(buy.y - bottomOf(compare)) : null
        })
        .toBe(0)
      expect(bottomOf(await buyBar.boundingBox())).toBeCloseTo(844, 0)
      await expect(buyBar.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/product-with-bar-phone.png` })

      // At the very end of the page the footer ends above both bars.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect
        .poll(async () => {
          const footer = await page.locator('footer').last().boundingBox()
          const compare = await bar(page).boundingBox()
          return footer && compare ? bottomOf(footer) <= compare.y + 1 : null
        })
        .toBe(true)
      await (await pageCheckbox(page)).uncheck()
      await expect(bar(page)).toHaveCount(0)
    })
  })
})

const bottomOf = (box: { y: number; height: number } | null) => (box ? box.y + box.height : Number.NaN)
