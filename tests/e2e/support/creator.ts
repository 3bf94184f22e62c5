import { expect, type Page } from '@playwright/test'

/** Opens a group of the creator (a <details>) and returns it. */
export async function group(page: Page, name: string) {
  const details = page.locator(`details[data-group="${name}"]`)
  // Retried: a click that lands before the page has hydrated can be undone by it.
  await expect(async () => {
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click()
    expect(await details.getAttribute('open')).not.toBeNull()
  }).toPass()
  // A group's choices are rendered once it is first opened (Groups.tsx).
  await expect(details.locator('[data-group-body]')).toBeAttached()
  return details
}

/** The image URLs stacked in the live preview, bottom first. */
export const layerSources = (page: Page) =>
  page
    .locator('figure[aria-label$="controller preview"] img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))

/**
 * Opens a group's sheet from the phone slider and returns the sheet. Retried: the creator's code loads as a chunk of
 * its own, and a tap that lands before the page has hydrated does nothing.
 */
export async function openSlide(page: Page, name: string) {
  const sheet = page.getByRole('dialog')
  await expect(async () => {
    await page.locator(`[data-slide="${name}"]`).click()
    await expect(sheet).toBeVisible({ timeout: 1000 })
  }).toPass()
  return sheet
}

/** Opens a creator page and waits until it has hydrated: a click that lands before then is lost. */
export async function openCreator(page: Page, path = '/PS5-Custom-Controller') {
  await page.goto(path)
  await expect(page.locator('[data-creator][data-ready]')).toBeVisible()
}
