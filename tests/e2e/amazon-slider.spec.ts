import { expect, type Page, test } from '@playwright/test'
import { expectAccessible } from './support/checks'

// The Amazon products slider (storefront.md sections 2, 7, 9) on the accessories listing, whose page settings name
// the seed's group: the active items in order, links through the click counter (rel sponsored), arrows past 6, the
// counter's redirect to Amazon, and no slider on a listing that names no group.

const PATH = '/Video-Game-Accessories-Cases-and-Stands'
const slider = (page: Page) => page.getByRole('region', { name: 'Also on Amazon' })

test('desktop: eight active items through the click counter, arrows, accessible', async ({ page }) => {
  await page.goto(PATH)
  const region = slider(page)
  await region.scrollIntoViewIfNeeded()
  await expect(region).toBeVisible()
  await expect(region.getByText('As an Amazon Associate we earn from qualifying purchases.')).toBeVisible()
  const links = region.getByRole('link')
  await expect(links).toHaveCount(8)
  await expect(links.first()).toContainText('Dual Controller Charging Dock')
  await expect(links.first()).toContainText('$24.99')
  await expect(region.getByText('See price on Amazon')).toHaveCount(1)
  await expect(region.getByText('Anti-Slip Rubber Grips')).toHaveCount(0)
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', /^\/api\/amazon-products\/increment\/\d+$/)
  }
  // Six at a time on a desktop, arrows to see the rest.
  await expect(region.getByRole('button', { name: 'Next: Also on Amazon' })).toBeVisible()
  const next = region.getByRole('button', { name: 'Next: Also on Amazon' })
  await next.click()
  await expect(links.nth(6)).toBeInViewport()
  await region.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await page.screenshot({ path: 'test-results/screens/amazon-desktop.png' })
  await expectAccessible(page)
})

test('the click counter redirects to Amazon and counts the click', async ({ page, request }) => {
  await page.goto(PATH)
  const href = await slider(page).getByRole('link').first().getAttribute('href')
  expect(href).toBeTruthy()
  const id = Number(href?.split('/').pop())
  const response = await request.get(href as string, { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe('https://www.amazon.com/s?k=controller+charging+dock')
  // A guest never reads the count; the group call answers public fields only.
  const group = await (await request.get('/api/amazon-products/controller-accessories')).json()
  expect(group.products.find((p: { id: number }) => p.id === id)).not.toHaveProperty('clicks')
  expect((await request.get('/api/amazon-products/increment/2147483647', { maxRedirects: 0 })).status()).toBe(404)
})

test('a listing that names no group has no slider', async ({ page }) => {
  await page.goto('/Controller-Grips')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(slider(page)).toHaveCount(0)
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('two cards at a time, no overflow, accessible', async ({ page }) => {
    await page.goto(PATH)
    const region = slider(page)
    await region.scrollIntoViewIfNeeded()
    // Reached, the strip the page painted becomes Swiper (src/components/slider): measured once it has, wherever its
    // autoplay has moved it since.
    await expect(region.locator('.swiper-wrapper')).toBeVisible()
    await region.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    const shown = () =>
      region.getByRole('link').evaluateAll((links) =>
        links
          .map((link) => link.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.left >= -1 && box.right <= window.innerWidth + 1)
          .map((box) => box.width),
      )
    await expect.poll(async () => (await shown()).length).toBe(2)
    for (const width of await shown()) {
      expect(width).toBeGreaterThan(140)
      expect(width).toBeLessThan(195)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: 'test-results/screens/amazon-phone.png' })
    await expectAccessible(page)
  })
})
