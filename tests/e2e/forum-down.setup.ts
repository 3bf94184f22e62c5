import { type APIRequestContext, expect, test } from '@playwright/test'
import { FORUM_PEER_URL } from '../../playwright.config'

// The recent forum activity widget when the forum cannot be read (storefront.md section 2, docs/decisions.md): this
// project runs before every spec, so no answer of the forum is kept yet. Product pages rendered while the forum fails
// or hangs past the store's 2 s timeout have no widget and no error. The forum answers again afterwards.

async function setFault(request: APIRequestContext, fault: 'none' | 'error' | 'slow') {
  expect((await request.post(`${FORUM_PEER_URL}/__peer/fault`, { data: { fault } })).ok()).toBe(true)
}

test('a forum that fails or hangs: product pages show no widget and no error', async ({ page, request }) => {
  const found = await request.get(
    '/api/products?where[type][equals]=others&where[status][equals]=active&depth=0&sort=-name&limit=2',
  )
  const products = ((await found.json()) as { docs: Array<{ name: string; slug: string }> }).docs
  expect(products).toHaveLength(2)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  try {
    for (const [fault, product] of [
      ['error', products[0]!],
      ['slow', products[1]!],
    ] as const) {
      await setFault(request, fault)
      const response = await page.goto(`/product/${product.slug}`)
      expect(response?.status(), fault).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Product details' })).toBeVisible()
      await expect(page.locator('[data-forum-widget]')).toHaveCount(0)
      await expect(page.getByText('From the forum')).toHaveCount(0)
      await expect(page.getByRole('dialog')).toHaveCount(0) // no Error modal either
    }
    // The store did ask the forum (it is configured): the empty widget is its answer to the failures.
    const asked = (await (await request.get(`${FORUM_PEER_URL}/__peer/requests`)).json()) as string[]
    expect(asked).toContain('/latest.json')
  } finally {
    await setFault(request, 'none')
  }
  expect(errors).toEqual([])
})
