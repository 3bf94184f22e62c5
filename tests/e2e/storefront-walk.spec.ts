import { expect, type Page, test } from '@playwright/test'
import { COMPARE_STORAGE_KEYS } from '../../src/lib/storefront/compare'

// Issue 27, findings 12, 13, 15 and 18: what the storefront walk found, at both widths.

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
const DUALSENSE = 'dualsense-wireless-controller'
/** Folder for the screenshots looked at (both widths); none are taken when unset. */
const SHOTS = process.env.STORE_SHOTS

async function shoot(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage })
}

interface ApiProduct {
  id: number
  slug: string
  classifier?: string | null
  comparable?: boolean
}

async function products(page: Page, where: string): Promise<ApiProduct[]> {
  const answer = await page.request.get(`/api/products?${where}&limit=10&depth=0`)
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { docs: ApiProduct[] }).docs
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('finding 12: with the compare bar showing, back-to-top sits above it, is clickable and scrolls to the top', async ({
      page,
    }) => {
      const [first, second] = await products(
        page,
        'where[comparable][equals]=true&where[classifier][equals]=1&where[status][equals]=active',
      )
      expect(second).toBeDefined()
      await page.addInitScript(
        ({ keys, ids }) => {
          localStorage.setItem(keys.ids, JSON.stringify(ids))
          localStorage.setItem(keys.classifier, '1')
        },
        { keys: COMPARE_STORAGE_KEYS, ids: [first!.id, second!.id] },
      )
      await page.goto('/store')
      const bar = page.locator('[data-compare-bar]')
      await expect(bar).toBeVisible()
      // Far down the page, then a little back up: the moment the button shows.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), height)
      await page.mouse.move(viewport.width / 2, 200)
      await page.mouse.wheel(0, -300)
      const button = page.getByRole('button', { name: 'Back to top' })
      await expect(button).toBeVisible()
      const barBox = (await bar.boundingBox())!
      const buttonBox = (await button.boundingBox())!
      expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(barBox.y)
      await shoot(page, 'back-to-top-over-compare-bar')
      // A real click (Playwright refuses to click what another element covers).
      await button.click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })

    test('finding 18: a long label badge is whole on cards; Top picks prices line up; footer marks and help pages', async ({
      page,
    }) => {
      // A product labelled 'Limited Edition' (the longest demo label), shown as a card by the search page's grid.
      const labels = await page.request.get('/api/labels?where[name][equals]=Limited%20Edition&depth=0')
      const label = ((await labels.json()) as { docs: Array<{ id: number }> }).docs[0]
      expect(label).toBeDefined()
      const [limited] = await products(page, `where[label][equals]=${label!.id}&where[status][not_equals]=discontinued`)
      expect(limited).toBeDefined()
      const name = ((await (await page.request.get(`/api/products/${limited!.id}?depth=0`)).json()) as { name: string })
        .name
      await page.goto(`/search?q=${encodeURIComponent(name)}`)
      const badges = page.locator('article [style*="background"]').filter({ hasText: 'Limited Edition' })
      await expect(badges.first()).toBeVisible()
      // Whole: the text is not cut (no ellipsis, nothing overflowing the badge).
      for (const badge of await badges.all()) {
        expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
        expect(await badge.evaluate((el) => getComputedStyle(el).textOverflow)).not.toBe('ellipsis')
      }
      await shoot(page, 'limited-edition-card')

      await page.goto('/')
      const slider = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Top picks' }) })
      await slider.scrollIntoViewIfNeeded()
      const cards = slider.locator('article')
      await expect(cards.first()).toBeVisible()
      // Every visible card's price on the same line, with or without an 'Out of Stock' note.
      const tops = await cards.evaluateAll((all) =>
        all
          .filter((card) => {
            const box = card.getBoundingClientRect()
            return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth
          })
          .map((card) => {
            const price = card.querySelector('[class*="footer"] > :first-child')!.getBoundingClientRect()
            return {
              bottom: Math.round(price.bottom - card.getBoundingClientRect().bottom),
              out: /Out of Stock|Coming Soon/.test(card.textContent ?? ''),
            }
          }),
      )
      expect(tops.length).toBeGreaterThan(0)
      expect(new Set(tops.map((t) => t.bottom)).size).toBe(1)
      await slider.screenshot(SHOTS ? { path: `${SHOTS}/top-picks-${viewport.width}.png` } : {})

      const footer = page.getByRole('contentinfo')
      // What a screen reader says for each mark (the mark itself is hidden from it).
      await expect(footer.getByRole('list', { name: 'We accept' }).locator('li .visually-hidden')).toHaveText([
        'Visa',
        'Mastercard',
        'American Express',
        'Discover',
        'PayPal',
      ])
      for (const [name, heading] of [
        ['About Us', 'About Padforge'],
        ['FAQ', 'Frequently Asked Questions'],
        ['Returns', 'Returns and Repairs'],
      ] as const) {
        await page.goto('/')
        await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click()
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      }
      // The returns page agrees with account.md: returns are no longer accepted.
      await expect(
        page.getByText('We are ceasing business operations and can no longer accept and process returns.'),
      ).toBeVisible()
      await shoot(page, 'returns-page', true)
    })
  })
}

test('finding 13: a standard product’s review pages lead back to /product/{slug}', async ({ page }) => {
  const [dualsense] = await products(page, `where[slug][equals]=${DUALSENSE}`)
  expect(dualsense).toBeDefined()
  await page.goto(`/product/${DUALSENSE}`)
  await page.getByRole('link', { name: 'Write a review' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'DualSense Wireless Controller' })).toBeVisible()
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(new RegExp(`/product/${DUALSENSE}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'DualSense Wireless Controller' })).toBeVisible()

  await page.goto(`/configured-controller-reviews/${dualsense!.id}`)
  const crumb = page
    .getByRole('navigation', { name: /breadcrumb/i })
    .getByRole('link', { name: 'DualSense Wireless Controller' })
  await expect(crumb).toHaveAttribute('href', `/product/${DUALSENSE}`)
  await crumb.click()
  await expect(page).toHaveURL(new RegExp(`/product/${DUALSENSE}$`))
})

test.describe('finding 15', () => {
  test('/ps4-macro-controller is the Learn More page: its text and the animated canvas', async ({ page }) => {
    const answer = await page.goto('/ps4-macro-controller')
    expect(answer?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'PS4 Macro Remap Controller' })).toBeVisible()
    await expect(page.getByText('Macro Remap puts a programmable chip')).toBeVisible()
    const canvas = page.locator('[data-macro-canvas]')
    await expect(canvas).toBeVisible()
    // It animates: two frames a few ticks apart differ.
    const frame = () => canvas.evaluate((el) => (el as HTMLCanvasElement).toDataURL())
    const first = await frame()
    await expect.poll(frame).not.toBe(first)
    await expect(page.getByRole('link', { name: 'Build your PS4 macro controller' })).toBeVisible()
    await shoot(page, 'macro-page', true)
    await page.setViewportSize(PHONE)
    await shoot(page, 'macro-page', true)
  })

  test('the product page’s shipping details panel opens and closes on click and closes on a click outside', async ({
    page,
  }) => {
    await page.goto(`/product/${DUALSENSE}`)
    const toggle = page.getByRole('button', { name: 'Shipping details' })
    const panel = page.locator('[data-shipping-details]')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toHaveCount(0)
    await toggle.click()
    await expect(panel).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByRole('row')).not.toHaveCount(1)
    await expect(panel.getByText(/Free US shipping on orders of \$99\.00 or more/)).toBeVisible()
    await shoot(page, 'shipping-details')
    await toggle.click()
    await expect(panel).toHaveCount(0)
    await toggle.click()
    await expect(panel).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(panel).toHaveCount(0)
    await page.setViewportSize(PHONE)
    await toggle.click()
    await expect(panel).toBeVisible()
    await shoot(page, 'shipping-details')
  })

  test('the header’s cart icon counts the basket’s items, read in the browser (the cached page carries none)', async ({
    page,
  }) => {
    const html = await (await page.request.get(`/product/${DUALSENSE}`)).text()
    expect(html).not.toContain('data-cart-count')
    await page.goto(`/product/${DUALSENSE}`)
    const cart = page.locator('header [data-cart-link]')
    await expect(cart.locator('[data-cart-count]')).toHaveCount(0)
    await page.getByRole('combobox', { name: /quantity/i }).selectOption('2')
    await page
      .locator('main')
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click()
    const popup = page.getByRole('dialog')
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: 'Continue Shopping' }).click()
    await expect(cart.locator('[data-cart-count]')).toHaveText(/^2\s*items$/)
    await expect(cart).toHaveAccessibleName(/Shopping cart\s*2\s*items/)
    await shoot(page, 'cart-count')
    // Another page (cached for everybody) shows the same count once it has read the basket.
    await page.goto('/store')
    await expect(page.locator('header [data-cart-count]')).toHaveText(/^2\s*items$/)
    await page.setViewportSize(PHONE)
    await shoot(page, 'cart-count')
  })
})
