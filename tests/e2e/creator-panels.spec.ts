import { expect, test } from '@playwright/test'
import { group, layerSources, openCreator } from './support/creator'

const ELITE = '/controller-creator/build-your-own-xbox-elite-controller'

test('LED Running Lights: an enable checkbox, then a colour for each side, drawn in the preview', async ({ page }) => {
  await page.goto(ELITE)
  const led = await group(page, 'LED Running Lights')
  const enable = led.getByRole('checkbox', { name: /^LED Running Lights/ })
  await expect(led.getByText('Left LED Color:')).toHaveCount(0)
  // 'the checkbox is disabled until paddles are added' (creator.md section 4), the reason beside it and read out on
  // focus; a click changes nothing.
  await expect(enable).toHaveAttribute('aria-disabled', 'true')
  await expect(enable).toHaveAccessibleDescription('Paddles have to be added to select LED Running Lights')
  await enable.focus()
  await expect(led.getByText('Paddles have to be added to select LED Running Lights')).toBeVisible()
  // Playwright will not click an aria-disabled control; a shopper can still press Space on it: nothing happens.
  await page.keyboard.press('Space')
  await expect(enable).not.toBeChecked()

  await (await group(page, 'Rapid Fire')).getByRole('checkbox', { name: /^Rapid Fire/ }).click()
  await (await group(page, 'Paddles')).getByText('Glacier White', { exact: true }).click()
  const before = await layerSources(page)
  await expect(enable).not.toHaveAttribute('aria-disabled')
  await enable.click()
  await expect(enable).toBeChecked()
  await expect(led.getByText('Left LED Color:')).toBeVisible()
  await expect(led.getByText('Right LED Color:')).toBeVisible()
  await expect(led.locator('summary')).toContainText('Cosmic Red')
  await expect.poll(async () => (await layerSources(page)).length).toBe(before.length + 2)

  const right = led.locator('fieldset', { has: page.getByText('Right LED Color', { exact: true }) })
  await right.getByText('Electric Volt', { exact: true }).click()
  await expect(led.locator('summary')).toContainText('Electric Volt')
  const lit = await layerSources(page)
  expect(lit.some((src) => src?.includes('ledRight'))).toBe(true)
  expect(lit.some((src) => src?.includes('ledLeft'))).toBe(true)

  await enable.click()
  await expect(led.getByText('Left LED Color:')).toHaveCount(0)
  await expect.poll(() => layerSources(page)).toEqual(before)
})

test("the 'Gallery' carousel under a variation list: 3 banners per view on wide screens, 1 on phones", async ({
  page,
}) => {
  await openCreator(page)
  const sticks = await group(page, 'Thumbsticks')
  const gallery = sticks.getByRole('region', { name: 'Thumbsticks gallery' })
  await expect(gallery.getByRole('heading', { name: 'Gallery' })).toBeVisible()
  // The carousel's code loads once the gallery nears the viewport.
  await gallery.scrollIntoViewIfNeeded()
  const slides = gallery.locator('.swiper-slide')
  await expect(slides).toHaveCount(4)
  // The slides inside the carousel's frame, by position.
  const visible = () =>
    slides.evaluateAll((els) => {
      const frame = els[0]?.closest('.swiper')?.getBoundingClientRect()
      return els.flatMap((el, i) => {
        const r = el.getBoundingClientRect()
        return frame !== undefined && r.left >= frame.left - 1 && r.right <= frame.right + 1 ? [i] : []
      })
    })
  await expect.poll(visible).toEqual([0, 1, 2])
  await gallery.getByRole('button', { name: 'Next banner' }).click()
  await expect.poll(visible).toEqual([1, 2, 3])
  await gallery.getByRole('button', { name: 'Previous banner' }).click()
  await expect.poll(visible).toEqual([0, 1, 2])

  await slides.first().getByRole('button').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('figcaption')).toContainText('thumbsticks on the PS5 controller')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.setViewportSize({ width: 800, height: 900 })
  await expect.poll(async () => (await visible()).length).toBe(1)
})

test("Xbox Elite in view mode: choosing a body opens that body's prebuilt product", async ({ page, request }) => {
  const response = await request.get('/api/products?where[platform.slug][equals]=xbox-elite&depth=0&sort=id&limit=20')
  const { docs } = (await response.json()) as { docs: Array<{ id: number; name: string }> }
  expect(docs.length).toBeGreaterThan(1)
  const shown = docs[0]!
  await page.goto(`/configured-controller/${shown.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.name)
  // The product page carries the product's own reviews, and a guest may write one about this product.
  await expect(page.getByRole('heading', { name: `Reviews of the ${shown.name}` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Write a review' })).toHaveAttribute(
    'href',
    `/controller-creator/build-your-own-xbox-elite-controller/reviews/create?product=${shown.id}`,
  )
  const body = await group(page, 'Body')
  const showAll = body.getByRole('button', { name: 'Show All' })
  if (await showAll.isVisible()) await showAll.click()
  const opener = body.locator('label[title^="Opens "]').first()
  const title = (await opener.getAttribute('title')) ?? ''
  const target = docs.find((d) => title === `Opens ${d.name}`)
  expect(target, title).toBeDefined()
  await opener.click()
  await expect(page).toHaveURL(new RegExp(`/configured-controller/${target?.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target?.name ?? '')

  // On the creator route (no product) the same grid chooses bodies as usual.
  await page.goto(ELITE)
  const grid = await group(page, 'Body')
  await expect(grid.locator('label[title^="Opens "]')).toHaveCount(0)
})

test('PS4: the creator points to the newer PS5 controller while it is in stock', async ({ page }) => {
  await page.goto('/controller-creator/build-your-own-ps4-controller')
  const link = page.getByRole('link', { name: 'Build a PS5 controller' })
  await expect(link).toHaveAttribute('href', '/PS5-Custom-Controller')
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PlayStation 5')
  await expect(page.getByRole('link', { name: /^Build a .* controller$/ })).toHaveCount(0)
})
