// Issue 34: analytics events to the tag manager's dataLayer, only after the shopper's consent. The e2e store has a
// container id (TAG_MANAGER_ID) and loads gtm.js from the GA peer (tests/peers/ga), whose request log says whether and
// when the script was asked for. Every push to window.dataLayer is recorded across page loads by an init script.
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { GA_PEER_URL, TAG_MANAGER_ID } from '../../playwright.config'
import { formatUSD } from '../../src/lib/money'
import { expectAccessible } from './support/checks'
import { fillCard, VIEWPORTS } from './support/orders'
import { fillAddress, routePayments, uniqueEmail } from './support/shopper'

/** Folder for the banner's screenshots (desktop and phone); none are taken when unset. */
const SHOTS = process.env.ANALYTICS_SHOTS

// A shopper who has not chosen yet: none of the declined consent every other spec starts with.
test.use({ storageState: { cookies: [], origins: [] } })

interface Product {
  id: number
  name: string
  slug: string
  price: number
  status: string
  isConfigurable: boolean
  category: { name: string; path: string } | null
}

type Pushed = Record<string, unknown> & { event?: string; ecommerce?: Record<string, unknown> | null }

/** Records every dataLayer push of every page of the context (the page's own array is new on each load). */
async function recordDataLayer(context: BrowserContext): Promise<Pushed[]> {
  const pushed: Pushed[] = []
  await context.exposeFunction('__recordPush', (json: string) => pushed.push(JSON.parse(json) as Pushed))
  await context.addInitScript(() => {
    const w = window as unknown as { dataLayer?: unknown[]; __recordPush: (json: string) => void }
    const layer = w.dataLayer ?? []
    w.dataLayer = layer
    const push = layer.push.bind(layer)
    layer.push = (...items: unknown[]) => {
      for (const item of items) void w.__recordPush(JSON.stringify(item))
      return push(...items)
    }
  })
  return pushed
}

const gtmRequests = async (request: APIRequestContext) =>
  (
    (await (await request.get(`${GA_PEER_URL}/__peer/requests`)).json()) as Array<{ path: string; query: unknown }>
  ).filter((r) => r.path === '/gtm.js')

const named = (pushed: Pushed[], event: string) => pushed.filter((p) => p.event === event)

/** An in-stock demo accessory with a category (its listing), bought without services. */
async function accessory(request: APIRequestContext): Promise<Product & { category: { name: string; path: string } }> {
  const response = await request.get(
    '/api/products?where[type][equals]=others&where[inStock][equals]=true&depth=1&limit=100&sort=name',
  )
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: Product[] }
  const found = docs.find((p) => p.status === 'active' && !p.isConfigurable && p.category && p.price > 1000)
  if (!found?.category) throw new Error('no demo accessory in stock with a category')
  return found as Product & { category: { name: string; path: string } }
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies for analytics' })

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${SHOTS}/${name}-${width <= 600 ? 'phone' : 'desktop'}.png` })
}

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport })

    test('a purchase pushes each GA4 event once, after consent; a reload of the thanks page sends no second purchase', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000)
      const product = await accessory(request)
      await routePayments(context)
      const pushed = await recordDataLayer(context)
      const before = (await gtmRequests(request)).length

      // The listing: the banner asks, nothing is pushed and no script is asked for.
      await page.goto(product.category.path)
      await expect(banner(page)).toBeVisible()
      await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeVisible()
      await shoot(page, 'consent-banner')
      await expectAccessible(page)
      expect(await page.evaluate(() => (window.dataLayer ?? []).length)).toBe(0)
      expect(pushed).toEqual([])
      expect(await gtmRequests(request)).toHaveLength(before)

      // Accept: Consent Mode, GTM's start, gtm.js from the configured host, then what the page held.
      await banner(page).getByRole('button', { name: 'Accept' }).click()
      await expect(banner(page)).toBeHidden()
      await expect.poll(async () => (await gtmRequests(request)).length).toBe(before + 1)
      expect((await gtmRequests(request)).at(-1)?.query).toEqual({ id: TAG_MANAGER_ID })
      await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmLoaded?: number }).__gtmLoaded)).toBe(1)
      expect(pushed.slice(0, 3)).toEqual([
        {
          0: 'consent',
          1: 'default',
          2: {
            ad_storage: 'denied',
            ad_user_data: 'denied',
            ad_personalization: 'denied',
            analytics_storage: 'denied',
            wait_for_update: 500,
          },
        },
        { 0: 'consent', 1: 'update', 2: { analytics_storage: 'granted' } },
        expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) }),
      ])
      await expect.poll(() => named(pushed, 'view_item_list').length).toBe(1)
      const list = named(pushed, 'view_item_list')[0]!.ecommerce!
      expect(list).toMatchObject({ currency: 'USD', item_list_id: product.category.path })
      expect((list.items as unknown[]).length).toBeGreaterThan(0)

      // The product's page (a new page load: the choice is remembered, the script loads again with it).
      await page.goto(`/product/${product.slug}`)
      await expect(banner(page)).toHaveCount(0)
      await expect.poll(() => named(pushed, 'view_item').length).toBe(1)
      const item = { item_id: String(product.id), item_name: product.name, price: product.price / 100, quantity: 1 }
      expect(named(pushed, 'view_item')[0]!.ecommerce).toMatchObject({
        currency: 'USD',
        value: product.price / 100,
        items: [expect.objectContaining(item)],
      })

      // Add to cart, then the checkout.
      const popup = page.getByRole('dialog', { name: 'Added to Cart' })
      await expect(async () => {
        if (!(await popup.isVisible()))
          await page.getByRole('button', { name: `Add to Cart ${formatUSD(product.price)}` }).click()
        await expect(popup).toBeVisible({ timeout: 2000 })
      }).toPass()
      await expect.poll(() => named(pushed, 'add_to_cart').length).toBe(1)
      expect(named(pushed, 'add_to_cart')[0]!.ecommerce).toMatchObject({
        currency: 'USD',
        value: product.price / 100,
        items: [expect.objectContaining(item)],
      })
      await popup.getByRole('button', { name: 'Proceed to Checkout' }).click()
      await expect(page).toHaveURL(/\/order\/step\/1$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
      await expect.poll(() => named(pushed, 'begin_checkout').length).toBe(1)
      await fillAddress(page, uniqueEmail('analytics'))
      await expect(page.getByText('Updating prices…')).toHaveCount(0)
      await expect.poll(() => named(pushed, 'add_shipping_info').length).toBeGreaterThan(0)
      await expect(page.getByTestId('card-loader')).toHaveCount(0)
      await fillCard(page)
      await page.getByTestId('pay-card').click()
      await page.waitForURL(/\/thanks\?order=/)
      const number = ((await page.getByTestId('order-number').textContent()) ?? '').trim()
      expect(number).toMatch(/\S/)

      // The purchase: USD, the order number, what was charged.
      await expect.poll(() => named(pushed, 'purchase').length).toBe(1)
      const query = new URL(page.url()).searchParams
      const order = (await (await page.request.get(`/api/order/view?${query}`)).json()) as {
        totals: { totalOrderPrice: number; tax: number; vatFee: number; shippingTotal: number }
      }
      expect(named(pushed, 'purchase')[0]!.ecommerce).toEqual({
        currency: 'USD',
        transaction_id: number,
        value: order.totals.totalOrderPrice / 100,
        tax: (order.totals.tax + order.totals.vatFee) / 100,
        shipping: order.totals.shippingTotal / 100,
        items: [expect.objectContaining(item)],
      })

      // Reloaded: the order was reported already. The reloaded page's tracker is on (its gtm.js push is there) and the
      // order was read (its number shows) without a purchase.
      await page.reload()
      await expect(page.getByTestId('order-number')).toHaveText(number)
      const events = () => page.evaluate(() => (window.dataLayer as Array<{ event?: string }>).map((e) => e.event))
      expect(await events()).toContain('gtm.js')
      expect(await events()).not.toContain('purchase')

      // Each event once, each ecommerce event after GA4's clearing push.
      for (const event of [
        'view_item_list',
        'view_item',
        'add_to_cart',
        'begin_checkout',
        'add_payment_info',
        'purchase',
      ])
        expect(named(pushed, event), event).toHaveLength(1)
      expect(new Set(named(pushed, 'add_shipping_info').map((p) => p.ecommerce?.shipping_tier)).size).toBe(
        named(pushed, 'add_shipping_info').length,
      )
      expect(named(pushed, 'add_payment_info')[0]!.ecommerce).toMatchObject({ payment_type: 'card' })
      for (const [i, p] of pushed.entries()) if (p.ecommerce) expect(pushed[i - 1]).toEqual({ ecommerce: null })
    })

    test('declined: nothing is pushed and gtm.js is never asked for, on this page or the next', async ({
      page,
      context,
      request,
    }) => {
      const product = await accessory(request)
      const pushed = await recordDataLayer(context)
      const before = (await gtmRequests(request)).length

      await page.goto(product.category.path)
      await banner(page).getByRole('button', { name: 'Decline' }).click()
      await expect(banner(page)).toBeHidden()
      await page.goto(`/product/${product.slug}`)
      await expect(page.getByRole('button', { name: `Add to Cart ${formatUSD(product.price)}` })).toBeVisible()
      await expect(banner(page)).toHaveCount(0)
      const popup = page.getByRole('dialog', { name: 'Added to Cart' })
      await page.getByRole('button', { name: `Add to Cart ${formatUSD(product.price)}` }).click()
      await expect(popup).toBeVisible()
      await popup.getByRole('button', { name: 'Continue Shopping' }).click()
      await expect(popup).toBeHidden()

      // The choice can be changed from the footer: the banner comes back with the current choice.
      await page.getByRole('button', { name: 'Cookie settings' }).click()
      await expect(banner(page)).toContainText('Your current choice: declined.')
      await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused()
      await shoot(page, 'consent-settings')
      await banner(page).getByRole('button', { name: 'Decline' }).click()

      expect(pushed).toEqual([])
      expect(await gtmRequests(request)).toHaveLength(before)
    })
  })
}
