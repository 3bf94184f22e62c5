import { request as api, expect, type Page, test } from '@playwright/test'
import { expectAccessible, logIn } from './support/checks'

// Listings (storefront.md section 2): /store by platform[], /Game-Controllers by modification[], the category pages;
// filters and sort in the address, paging, empty states, at desktop and phone widths.

const MERCHANDISER = { email: 'merchandiser@padforge.example', password: 'padforge-merch' }
const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100)

/** Each card's shown price (the first amount of its price block), in cents. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((articles) =>
    articles.map((a) => a.querySelector('[data-price]')?.textContent ?? ''),
  )
  return texts.map(cents)
}

test('desktop: /store filters by platform and sorts by price, in the address; paging walks the rest', async ({
  page,
}) => {
  await page.goto('/store')
  await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible()
  const status = page.getByRole('status').filter({ hasText: /products?$/ })
  await expect(status).toHaveText(/^1–24 of \d+ products$/)
  await expect(cards(page)).toHaveCount(24)
  await expectAccessible(page)

  // A filter chip goes to its address at once (page 1), and only that platform's products are left.
  await page.getByRole('checkbox', { name: 'PlayStation 5' }).check()
  await expect(page).toHaveURL(/\/store\?platform%5B%5D=playstation-5$/)
  await expect(status).toHaveText(/^\d products?$/)
  const count = await cards(page).count()
  expect(count).toBeGreaterThan(0)
  const contexts = await cards(page).evaluateAll((articles) => articles.map((a) => a.querySelector('p')?.textContent))
  expect(new Set(contexts)).toEqual(new Set(['PS5']))

  await page.getByLabel('Sort by').selectOption('price-asc')
  await expect(page).toHaveURL(/platform%5B%5D=playstation-5&sort=price-asc$/)
  await expect(page.getByRole('checkbox', { name: 'PlayStation 5' })).toBeChecked()
  const prices = await cardPrices(page)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))

  // The address alone gives the same list (a shared link, a reload).
  await page.reload()
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc')
  await expect(cards(page)).toHaveCount(count)

  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/store\?sort=price-asc$/)
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/sort=price-asc&page=2$/)
  await expect(status).toHaveText(/^25–\d+ of \d+ products$/)
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  const second = await cardPrices(page)
  expect(Math.min(...second)).toBeGreaterThanOrEqual(Math.max(...prices.slice(0, 1)))
})

test('the default view of a listing is a cached page; a filtered one is rendered from cached data', async ({
  request,
}) => {
  await request.get('/Controller-Grips')
  expect((await request.get('/Controller-Grips')).headers()['x-nextjs-cache']).toBe('HIT')
  const filtered = await request.get('/store?platform%5B%5D=nintendo-switch')
  expect(filtered.status()).toBe(200)
  const html = await filtered.text()
  expect(html).toContain('Nintendo Switch')
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/store"/)
  // A stray query on another kind of page shows that page as it is.
  expect((await request.get('/warranty?page=2')).status()).toBe(200)
  expect((await request.get('/no-such-page?page=2')).status()).toBe(404)
})

test('a category page lists its products with their cards: picture, name, price, availability', async ({ page }) => {
  await page.goto('/Controller-Grips')
  await expect(page.getByRole('heading', { level: 1, name: 'Controller Grips' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Platform' })).toHaveCount(0)
  const first = cards(page).first()
  await expect(first.getByRole('img')).toHaveAttribute('alt', /.+/)
  await expect(first.getByRole('heading')).not.toBeEmpty()
  await expect(first.locator('[data-price]')).toHaveText(/^\$\d/)
})

test("an empty listing says so; a merchandiser's page settings bind a listing to its filter", async ({ page }) => {
  const baseURL = test.info().project.use.baseURL as string
  const staff = await api.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  await logIn(staff, MERCHANDISER)
  const ps5 = (await (await staff.get('/api/platforms?where[slug][equals]=ps5&limit=1&depth=0')).json()).docs[0]
  const path = `/Listing-Test-${Date.now()}`
  const created = await staff.post('/api/pages', {
    data: {
      title: 'Accessories by Platform',
      path,
      kind: 'listing',
      listing: {
        types: ['others'],
        facet: 'platform',
        platformFilters: [{ value: 'playstation-5', label: 'PlayStation 5', platform: ps5.id }],
        pageSize: 12,
      },
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    await page.goto(path)
    await expect(cards(page).first()).toBeVisible()
    // The demo accessories fit every platform (none is bound to the PS5): the filter leaves nothing.
    await page.getByRole('checkbox', { name: 'PlayStation 5' }).check()
    await expect(page.getByRole('heading', { name: 'No products match these filters' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(cards(page).first()).toBeVisible()
  } finally {
    await staff.delete(`/api/pages/${doc.id}`)
    await staff.dispose()
  }
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('/Game-Controllers filters by modification; two cards a row; a back link instead of the trail', async ({
    page,
  }) => {
    await page.goto('/Game-Controllers')
    await expect(page.getByRole('link', { name: /Back to Home/ })).toBeVisible()
    await page.getByRole('checkbox', { name: 'Modded' }).check()
    await expect(page).toHaveURL(/modification%5B%5D=modded$/)
    const modded = await page.request.get(
      '/api/products?where[type][equals]=modded_controller&where[status][not_equals]=discontinued&limit=0',
    )
    const { totalDocs } = await modded.json()
    await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toHaveText(`${totalDocs} products`)
    const [a, b] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()])
    expect(a?.y).toBe(b?.y)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await expectAccessible(page)
  })
})
