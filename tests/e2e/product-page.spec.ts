import { type APIRequestContext, request as api, expect, type Page, test } from '@playwright/test'
import { formatUSD } from '../../src/lib/money'
import { WARRANTY_OPTION_IDS } from '../../src/lib/platforms'
import { NO_ESTIMATE_MESSAGE } from '../../src/lib/storefront/shipping-estimate'
import { expectAccessible, logIn } from './support/checks'

const MERCHANDISER = { email: 'merchandiser@padforge.example', password: 'padforge-merch' }

/** Folder for the review screenshots (desktop and phone); none are taken when unset. */
const SHOTS = process.env.PRODUCT_SHOTS

async function shoot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return
  await page.screenshot({ path: `${SHOTS}/product-${name}.png`, fullPage })
}

interface ApiProduct {
  id: number
  name: string
  slug: string
  price: number
  oldPrice: number | null
  inStock: boolean
  availableQuantity: number
  status: string
  isConfigurable: boolean
  images: unknown[]
  category: { name: string; path: string } | null
}

/** Demo accessories (type 'others') through the REST API, as the brief finds them. */
async function accessories(request: APIRequestContext, inStock: boolean): Promise<ApiProduct[]> {
  const response = await request.get(
    `/api/products?where[type][equals]=others&where[inStock][equals]=${inStock}&depth=1&limit=100&sort=name`,
  )
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: ApiProduct[] }
  return docs.filter((p) => p.status === 'active' && !p.isConfigurable)
}

/** Reads as the merchandiser: the warehouse count (`availableQuantity`) is staff-only, a guest never sees it. */
async function asMerchandiser<T>(read: (staff: APIRequestContext) => Promise<T>): Promise<T> {
  const baseURL = test.info().project.use.baseURL as string
  const staff = await api.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  try {
    await logIn(staff, MERCHANDISER)
    return await read(staff)
  } finally {
    await staff.dispose()
  }
}

/** An accessory that can be bought 3 at a time, priced where the pay-in-4 notice shows (above $30, below $1500). */
async function payInFourAccessory(): Promise<ApiProduct> {
  const found = (await asMerchandiser((staff) => accessories(staff, true))).find(
    (p) => p.availableQuantity >= 3 && p.price > 3000 && p.price < 150000 && p.category,
  )
  if (!found) throw new Error('no demo accessory between $30 and $1500 in stock')
  return found
}

const basketOf = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('padforge.basket') ?? '[]') as Array<{
        id: number
        type: string
        quantity: number
      }>,
  )

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('a demo accessory: views, price with pay-in-4, quantity, Add to Cart, popup, the basket line', async ({
    page,
  }) => {
    const product = await payInFourAccessory()
    await page.goto(`/product/${product.slug}`)
    await expect(page).toHaveTitle(`${product.name} · Padforge`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()

    // Breadcrumbs: Home → its category → the product.
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(trail.getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(trail.getByRole('link', { name: product.category!.name })).toHaveAttribute(
      'href',
      product.category!.path,
    )
    expect((await page.request.get(product.category!.path)).status()).toBe(200)

    // The viewer: 'View: (1 of n)', next and previous cycle through the views.
    const total = product.images.length
    await expect(page.getByText(`View: (1 of ${total})`)).toBeVisible()
    if (total > 1) {
      await page.getByRole('button', { name: 'Next view' }).click()
      await expect(page.getByText(`View: (2 of ${total})`)).toBeVisible()
      await page.getByRole('button', { name: 'Previous view' }).click()
      await expect(page.getByText(`View: (1 of ${total})`)).toBeVisible()
      await page.getByRole('list', { name: 'Gallery' }).getByRole('button').last().click()
      await expect(page.getByText(`View: (${total} of ${total})`)).toBeVisible()
      // Two quick clicks while the first scroll is still on its way: each steps from where the last one was going.
      await page.getByRole('button', { name: 'Next view' }).click()
      await page.getByRole('button', { name: 'Next view' }).click()
      const twoOn = 2 // from the last view: the first, then the second
      const views = page.getByRole('list', { name: 'Views' })
      await expect.poll(() => views.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth) + 1)).toBe(twoOn)
      await expect(page.getByText(`View: (${twoOn} of ${total})`)).toBeVisible()
    }

    // The price block: the price, and 4 payments of a quarter of it.
    const prices = page.getByTestId('price-block')
    await expect(prices).toContainText(formatUSD(product.price))
    if (product.oldPrice && product.oldPrice > product.price)
      await expect(prices.locator('s')).toHaveText(`Was ${formatUSD(product.oldPrice)}`)
    await expect(page.getByTestId('pay-in-four')).toHaveText(
      `or 4 interest-free payments of ${formatUSD(Math.round(product.price / 4))}`,
    )
    await expect(page.getByTestId('delivery-estimate')).toContainText(/Get it by \w{3}, \w{3} \d{1,2}/)
    await expect(page.getByText('Product ID')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible()

    // Quantity 2: the button says the price of two; the item goes in at once and the popup says so.
    await page.getByLabel('Quantity').selectOption('2')
    const add = page.getByRole('button', { name: `Add to Cart ${formatUSD(product.price * 2)}` })
    await expect(add).toBeEnabled()
    await add.click()
    const popup = page.getByRole('dialog', { name: 'Added to Cart' })
    await expect(popup).toBeVisible()
    await expect(popup).toContainText(product.name)
    await expect(popup.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible()
    await expect(popup.getByRole('button', { name: 'Continue Shopping' })).toBeFocused()
    await shoot(page, 'added-desktop', false)
    await popup.getByRole('button', { name: 'Continue Shopping' }).click()
    await expect(popup).toBeHidden()
    await expect(add).toBeFocused()
    expect(await basketOf(page)).toEqual([expect.objectContaining({ id: product.id, type: 'product', quantity: 2 })])

    // Once more: Escape closes it too, and the line holds 3 at most.
    await add.click()
    await expect(popup).toBeVisible()
    await expect(popup).toContainText('Only 1 more fitted')
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    await expect(add).toBeFocused()
    expect(await basketOf(page)).toEqual([expect.objectContaining({ id: product.id, quantity: 3 })])
  })

  test('the sticky header appears once the buy buttons have scrolled past, and adds to the cart', async ({ page }) => {
    const product = await payInFourAccessory()
    await page.goto(`/product/${product.slug}`)
    await shoot(page, 'desktop-top', false)
    await shoot(page, 'desktop')
    const header = page.getByTestId('sticky-header')
    await expect(header).not.toHaveAttribute('data-shown')
    await expect(header.getByRole('button')).toHaveCount(0) // hidden: out of the accessibility tree

    await page.getByRole('heading', { name: 'Specifications' }).scrollIntoViewIfNeeded()
    await expect(header).toHaveAttribute('data-shown')
    await expect(header).toBeInViewport()
    await expect(header).toContainText(product.name)
    await expect(header).toHaveCSS('transform', 'none') // slid in
    await shoot(page, 'desktop-sticky', false)
    await header.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible()
    await page.keyboard.press('Escape')
    expect(await basketOf(page)).toEqual([expect.objectContaining({ id: product.id, quantity: 1 })])

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveAttribute('data-shown')
  })

  test('an out-of-stock demo accessory offers a disabled Out of Stock button', async ({ page }) => {
    const product = (await accessories(page.request, false))[0]
    if (!product) throw new Error('no out-of-stock demo accessory')
    await page.goto(`/product/${product.slug}`)
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0)
    await expect(page.getByText('Currently out of stock')).toBeVisible()
    await expectAccessible(page)
  })

  test('the pay-in-4 notice shows only above $30', async ({ page }) => {
    const cheap = (await accessories(page.request, true)).find((p) => p.price <= 3000)
    if (!cheap) throw new Error('no demo accessory at $30 or less')
    await page.goto(`/product/${cheap.slug}`)
    await expect(page.getByTestId('price-block')).toContainText(formatUSD(cheap.price))
    await expect(page.getByTestId('pay-in-four')).toHaveCount(0)
  })

  test('features collapse to a preview with Show More / Show Less', async ({ page }) => {
    const product = await payInFourAccessory()
    await page.goto(`/product/${product.slug}`)
    const features = page.getByRole('region', { name: 'Features' })
    const toggle = features.getByRole('button', { name: 'Show More' })
    // Two groups: two items each until expanded.
    await expect(features.getByRole('listitem')).toHaveCount(4)
    await toggle.click()
    expect(await features.getByRole('listitem').count()).toBeGreaterThan(4)
    await features.getByRole('button', { name: 'Show Less' }).click()
    await expect(features.getByRole('listitem')).toHaveCount(4)
  })

  test('the product page has no serious accessibility problems', async ({ page }) => {
    const product = await payInFourAccessory()
    await page.goto(`/product/${product.slug}`)
    await expect(page.getByTestId('delivery-estimate')).toContainText('Get it by')
    await expectAccessible(page)
    await page.getByLabel('Quantity').selectOption('2')
    await page.getByRole('button', { name: /^Add to Cart/ }).click()
    await expect(page.getByRole('dialog', { name: 'Added to Cart' })).toBeVisible()
    await expectAccessible(page)
  })

  test('a merchandiser marks an accessory coming soon: its page says so on the next load, others stay cached', async ({
    page,
    request,
  }) => {
    // Two that do not list each other as variations (a version's page shows its siblings, so follows their changes).
    const lone = (await accessories(request, true)).filter((p) => !(p as { variations?: unknown[] }).variations?.length)
    const [product, other] = lone.slice(-2)
    if (!product || !other) throw new Error('two demo accessories in stock are needed')
    const cacheOf = async (slug: string) => (await request.get(`/product/${slug}`)).headers()['x-nextjs-cache']
    for (const slug of [product.slug, other.slug]) {
      await cacheOf(slug)
      expect(await cacheOf(slug)).toBe('HIT')
    }
    const baseURL = test.info().project.use.baseURL as string
    const merchandiser = await api.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
    await logIn(merchandiser, MERCHANDISER)
    const setStatus = async (status: string) =>
      expect((await merchandiser.patch(`/api/products/${product.id}`, { data: { status } })).ok()).toBe(true)
    try {
      await setStatus('coming')
      expect(await cacheOf(product.slug)).toBe('MISS')
      expect(await cacheOf(other.slug)).toBe('HIT')
      await page.goto(`/product/${product.slug}`)
      await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
      await expect(page.getByText(NO_ESTIMATE_MESSAGE)).toBeVisible()
      await expect(page.getByTestId('delivery-estimate')).toHaveCount(0)
      await shoot(page, 'coming-desktop', false)
    } finally {
      await setStatus('active')
      await merchandiser.dispose()
    }
  })

  test('missing slugs answer 404; a configurable product goes to its own page', async ({ request }) => {
    expect((await request.get('/product/no-such-product-anywhere')).status()).toBe(404)
    const response = await request.get('/api/products?where[isConfigurable][equals]=true&limit=1&depth=0')
    const configurable = ((await response.json()) as { docs: ApiProduct[] }).docs[0]!
    const answer = await request.get(`/product/${configurable.slug}`, { maxRedirects: 0 })
    expect([307, 308]).toContain(answer.status())
    expect(answer.headers().location).toContain(`/configured-controller/${configurable.id}`)
  })

  test("a standard controller: the popup offers its platform's Extended Warranty; the cart shows it and the total", async ({
    page,
  }) => {
    const response = await page.request.get(
      '/api/products?where[type][equals]=standard_controller&where[isConfigurable][equals]=false&where[status][equals]=active&where[inStock][equals]=true&depth=1&limit=1&sort=name',
    )
    const pad = ((await response.json()) as { docs: Array<ApiProduct & { platform: { slug: string } | null }> }).docs[0]
    if (!pad?.platform) throw new Error('no ready-made demo controller on a platform')
    const warranty = (await (
      await page.request.get(`/api/options/${WARRANTY_OPTION_IDS[pad.platform.slug]}?depth=0`)
    ).json()) as { name: string; price: number }
    await page.goto(`/product/${pad.slug}`)
    // The popup lists the service as a checkbox; nothing is in the basket until the shopper leaves it. Retried: a
    // click that lands before the page has hydrated is lost (a cold page renders on this first visit).
    const popup = page.getByRole('dialog', { name: 'Added to Cart' })
    await expect(async () => {
      if (!(await popup.isVisible()))
        await page.getByRole('button', { name: `Add to Cart ${formatUSD(pad.price)}` }).click()
      await expect(popup).toBeVisible({ timeout: 2000 })
    }).toPass()
    const box = popup.getByRole('checkbox', { name: new RegExp(`^${warranty.name}`) })
    await expect(box).not.toBeChecked()
    await expect(popup.getByRole('group', { name: 'Add a service' })).toContainText(`+${formatUSD(warranty.price)}`)
    expect(await basketOf(page)).toEqual([])
    await box.check()
    await expect(popup.getByTestId('added-line-total')).toHaveText(
      `Quantity 1 · ${formatUSD(pad.price + warranty.price)}`,
    )
    await popup.getByRole('button', { name: 'Proceed to Checkout' }).click()
    await expect(page).toHaveURL(/\/order\/step\/1$/)
    expect(await basketOf(page)).toEqual([
      expect.objectContaining({
        id: pad.id,
        type: 'product',
        quantity: 1,
        services: [expect.objectContaining({ key: 'warranty', price: warranty.price })],
      }),
    ])

    // The cart: the line with its service, and the server's figures.
    const line = page.getByTestId('checkout-line')
    await expect(line).toHaveCount(1)
    await expect(line.getByRole('list', { name: /^Services/ }).getByRole('listitem')).toHaveText([
      `Extended Warranty +${formatUSD(warranty.price)}`,
    ])
    await expect(line.getByTestId('checkout-line-total')).toHaveText(formatUSD(pad.price + warranty.price))
    await expect(page.getByTestId('item-total')).toHaveText(formatUSD(pad.price + warranty.price))

    // Back on the page: without the warranty it is another line of the same product.
    await page.goto(`/product/${pad.slug}`)
    await page.getByRole('button', { name: /^Add to Cart/ }).click()
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: 'Continue Shopping' }).click()
    await expect(popup).toBeHidden()
    expect((await basketOf(page)).map((l) => [l.id, l.quantity])).toEqual([
      [pad.id, 1],
      [pad.id, 1],
    ])
    await page.goto('/order/step/1')
    await expect(page.getByTestId('checkout-line')).toHaveCount(2)
    await expect(page.getByTestId('item-total')).toHaveText(formatUSD(2 * pad.price + warranty.price))
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a back link, the views, the price, and the bottom bar once the buy buttons scroll away', async ({ page }) => {
    const product = await payInFourAccessory()
    await page.goto(`/product/${product.slug}`)
    await expect(page.getByRole('link', { name: `Back to ${product.category!.name}` })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('list')).toBeHidden()
    await expect(page.getByText(`View: (1 of ${product.images.length})`)).toBeVisible()
    await expect(page.getByTestId('pay-in-four')).toBeVisible()
    await shoot(page, 'phone-top', false)
    await shoot(page, 'phone')
    await expectAccessible(page)

    await page.getByLabel('Quantity').selectOption('3')
    const bar = page.getByTestId('sticky-bar')
    await expect(bar).not.toHaveAttribute('data-shown')
    await expect(page.getByTestId('sticky-header')).toBeHidden()
    await page.getByRole('heading', { name: 'Description' }).scrollIntoViewIfNeeded()
    await expect(bar).toHaveAttribute('data-shown')
    await expect(bar).toBeInViewport()
    await expect(bar).toContainText(`${formatUSD(product.price * 3)}3 × ${formatUSD(product.price)}`)
    await expect(bar).toHaveCSS('transform', 'none') // slid in
    await shoot(page, 'phone-bar', false)

    await bar.getByRole('button', { name: 'Add to Cart' }).click()
    const popup = page.getByRole('dialog', { name: 'Added to Cart' })
    await expect(popup).toBeVisible()
    await shoot(page, 'phone-added', false)
    await popup.getByRole('button', { name: 'Continue Shopping' }).click()
    await expect(popup).toBeHidden()
    expect(await basketOf(page)).toEqual([expect.objectContaining({ id: product.id, type: 'product', quantity: 3 })])
  })
})
