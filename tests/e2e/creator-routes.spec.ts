import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

/** Every platform's creator route (creator.md section 2 names seven; the others follow the same pattern). */
const ROUTES: Array<[string, string, number]> = [
  ['/PS5-Custom-Controller', 'PlayStation 5', 2],
  ['/Custom-PS5-Edge-Controller', 'Edge', 2],
  ['/Xbox-Series-X-Custom-Controller', 'Xbox Series X', 2],
  ['/Custom-Steam-Deck', 'Steam Deck', 2],
  ['/controller-creator/build-your-own-ps4-controller', 'PlayStation 4', 2],
  ['/controller-creator/build-your-own-xbox-elite-controller', 'Elite', 2],
  ['/controller-creator/build-your-own-nintendo-switch-pro-controller', 'Switch', 3],
  ['/controller-creator/build-your-own-xbox-one-controller', 'Xbox One', 2],
  ['/controller-creator/build-your-own-xbox-one-s-controller', 'Xbox One S', 2],
  ['/controller-creator/build-your-own-xbox-360-controller', 'Xbox 360', 2],
  ['/controller-creator/build-your-own-ps3-controller', 'PlayStation 3', 2],
]

async function noSeriousA11yIssues(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.length} × ${v.help}`)).toEqual([])
}

for (const [route, name, sides] of ROUTES) {
  test(`the creator at ${route} works on desktop and phone`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
    await expect(page.getByText(`View 1 of ${sides}`)).toBeVisible()
    await expect(page.getByTestId('order-total')).toHaveText(/^\$\d/)
    await expect(page.locator('details[data-group]').first()).toBeVisible()
    await noSeriousA11yIssues(page)

    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.locator('[data-slide]').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toBeVisible()
    await noSeriousA11yIssues(page)
    expect(errors).toEqual([])
  })
}
