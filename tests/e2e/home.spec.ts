import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { optimizerUrlFor } from '../../src/lib/media-url'

const PLATFORMS = [
  'PS5',
  'PS5 Edge',
  'Xbox Series X',
  'Xbox Elite',
  'PS4',
  'Xbox One',
  'Xbox One S',
  'Xbox 360',
  'PS3',
  'Nintendo Switch',
  'Steam Deck',
]

test('the home page lists the eleven platforms, each linking to its creator', async ({ page }) => {
  await page.goto('/')
  const grid = page.getByRole('region', { name: /choose your platform/i })
  for (const name of PLATFORMS) {
    await expect(grid.getByRole('link', { name: new RegExp(`^${name}\\b`) }).first()).toBeVisible()
  }
  await expect(grid.getByRole('link', { name: /^PS5\b/ }).first()).toHaveAttribute('href', '/PS5-Custom-Controller')
  await page.screenshot({ path: 'test-results/screens/home-desktop.png', fullPage: true })
})

test('each platform card shows one composed picture, and the hero loads first, as WebP at the size shown', async ({
  page,
}) => {
  await page.goto('/')
  const cards = page.getByRole('region', { name: /choose your platform/i }).getByRole('listitem')
  await expect(cards).toHaveCount(PLATFORMS.length)
  for (let i = 0; i < PLATFORMS.length; i++) await expect(cards.nth(i).locator('img')).toHaveCount(1)
  await expect(cards.first().locator('img')).toHaveAttribute('loading', 'lazy')
  const hero = page.locator('section[aria-labelledby="hero-title"] img')
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy()
  const src = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
  // The server-composed picture of the default build, resized by the optimizer (its short address, src/lib/media-url.ts):
  // 1366 px wide at DPR 1 shows it 620 px wide: the 640 px file.
  expect(new URL(src).pathname).toMatch(/^\/img\/640\/p\/ps5\/front\/[0-9a-f]+\.webp$/)
  const res = await page.request.get(src, { headers: { accept: 'image/webp,*/*' } })
  expect(res.headers()['content-type']).toBe('image/webp')
  // Exactly what the optimizer answers at its own address, kept as long.
  const long = await page.request.get(optimizerUrlFor(new URL(src).pathname, '') as string, {
    headers: { accept: 'image/webp,*/*' },
  })
  expect(Buffer.compare(await res.body(), await long.body())).toBe(0)
  expect(res.headers()['cache-control']).toBe(long.headers()['cache-control'])
  // A short address that names nothing is a 404, not a page.
  expect((await page.request.get('/img/640/x/nothing.webp')).status()).toBe(404)
})

test('the footer links the legal pages, and they render', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const path of ['/privacy', '/terms-of-use', '/warranty', '/contact-us']) {
    await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1)
  }
  await page.goto('/warranty')
  await expect(page.getByRole('heading', { level: 1, name: 'Warranty' })).toBeVisible()
})

test('featured builds show on the home page with prices', async ({ page }) => {
  await page.goto('/')
  const featured = page.getByRole('region', { name: /featured/i })
  await expect(featured.getByRole('link').first()).toBeVisible()
  await expect(featured.getByText(/\$\d/).first()).toBeVisible()
})

test('unknown pages answer 404', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the menu opens and lists the platforms', async ({ page }) => {
    await page.goto('/')
    // Its links are drawn when it first opens, not written into every page's HTML (issue 32).
    await expect(page.locator('#mobile-menu a')).toHaveCount(0)
    await page.getByRole('button', { name: /menu/i }).click()
    await expect(page.getByRole('link', { name: /Steam Deck/ }).first()).toBeVisible()
    // storefront.md section 2: main, creator, shop-by-platform, shop-by-category, currencies, account.
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    for (const section of [
      'Shop',
      'Build your controller',
      'Shop by platform',
      'Shop by category',
      'Currency',
      'Account',
    ])
      await expect(menu.getByRole('heading', { name: section, exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'PlayStation 5', exact: true })).toHaveAttribute(
      'href',
      '/store?platform%5B%5D=playstation-5',
    )
    await page.keyboard.press('Escape')
    await page.screenshot({ path: 'test-results/screens/home-phone.png', fullPage: true })
  })
})

test('the home page has no serious accessibility problems', async ({ page }) => {
  await page.goto('/')
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.length} × ${v.help}`)).toEqual([])
})

test('home and content pages load no form library: zod and react-hook-form wait for the pages that use them', async ({
  page,
}) => {
  for (const path of ['/', '/warranty']) {
    const scripts: Promise<string>[] = []
    const collect = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
    }
    page.on('response', collect)
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    page.off('response', collect)
    const code = (await Promise.all(scripts)).join('\n')
    expect(code.length, path).toBeGreaterThan(100_000)
    // zod's error class and react-hook-form's hook, by names their builds keep.
    expect(code.includes('ZodError'), `${path}: zod`).toBe(false)
    expect(code.includes('shouldUnregister'), `${path}: react-hook-form`).toBe(false)
  }
})
