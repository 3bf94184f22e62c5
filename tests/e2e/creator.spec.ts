import { expect, test } from '@playwright/test'
import { group, layerSources, openCreator } from './support/creator'

test('a shopper builds a PS5 controller: preview follows each click without asking the server', async ({ page }) => {
  await openCreator(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('PlayStation 5')
  await expect(page.getByText('View 1 of 2')).toBeVisible()
  const before = await layerSources(page)
  expect(before.length).toBeGreaterThan(3)

  const apiCalls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    // The page's "who is looking" check (/api/session) may still be on its way on a slow machine: not the preview's.
    const own = url.pathname.startsWith('/api/media/file/') || url.pathname === '/api/session'
    if (url.pathname.startsWith('/api/') && !own) apiCalls.push(url.pathname)
  })
  const body = await group(page, 'Body')
  await body.getByText('Cosmic Red', { exact: true }).click()
  await expect(body.locator('summary')).toContainText('Cosmic Red')
  await expect.poll(() => layerSources(page)).not.toEqual(before)

  const buttons = await group(page, 'Buttons')
  await buttons.getByText('Chrome Gold', { exact: true }).click()
  await expect(buttons.locator('summary')).toContainText('Chrome Gold')
  await page.getByRole('button', { name: 'Next side' }).click()
  await expect(page.getByText('View 2 of 2')).toBeVisible()
  expect(apiCalls).toEqual([])
})

test('mods need Rapid Fire, and Macro Remap asks before it removes them (answered both ways)', async ({ page }) => {
  await openCreator(page)
  const rapid = await group(page, 'Rapid Fire')
  const firstMod = rapid.getByRole('checkbox', { name: /^Jump Shot/ })
  // Refused: the box does not stay checked and the spec's message shows in the group.
  await firstMod.click()
  await expect(rapid.getByRole('alert')).toHaveText('Rapid Fire has to be added to select Mods.')
  await expect(firstMod).not.toBeChecked()

  await rapid.getByRole('checkbox', { name: /^Rapid Fire/ }).check()
  await firstMod.check()
  await expect(firstMod).toBeChecked()

  const macro = await group(page, 'Macro Remap')
  await macro.getByRole('checkbox', { name: /^Macro Remap/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'NO, Cancel Selection' }).click()
  await expect(dialog).toBeHidden()
  await expect(firstMod).toBeChecked()
  await expect(macro.getByRole('checkbox', { name: /^Macro Remap/ })).not.toBeChecked()

  await macro.getByRole('checkbox', { name: /^Macro Remap/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: /^YES/ }).click()
  await expect(macro.getByRole('checkbox', { name: /^Macro Remap/ })).toBeChecked()
  await expect(firstMod).not.toBeChecked()
})

test('reset asks first, with the spec text', async ({ page }) => {
  await openCreator(page)
  const body = await group(page, 'Body')
  await body.getByText('Cosmic Red', { exact: true }).click()
  await page.getByRole('button', { name: 'Reset' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('This will reset configuration!')
  await dialog.getByRole('button', { name: 'Reset' }).click()
  await expect(body.locator('summary')).not.toContainText('Cosmic Red')
})

test('add to cart with a service: the popup offers it, the basket gets the line', async ({ page }) => {
  await openCreator(page)
  const body = await group(page, 'Body')
  await body.getByText('Cosmic Red', { exact: true }).click()
  const total = await page.getByTestId('order-total').textContent()
  await page
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click()
  const popup = page.getByRole('dialog', { name: 'Added to Cart' })
  await expect(popup).toBeVisible()
  await popup.getByRole('checkbox', { name: /^Extended Warranty/ }).check()
  await expect(page.getByTestId('order-total')).not.toHaveText(total ?? '')
  await popup.getByRole('button', { name: 'Continue Shopping' }).click()
  await expect(popup).toBeHidden()
  const basket = await page.evaluate(() => JSON.parse(localStorage.getItem('padforge.basket') ?? '[]'))
  expect(basket).toHaveLength(1)
  expect(basket[0]).toMatchObject({ type: 'controller', quantity: 1, name: 'Custom PS5 Controller' })

  await page.goto('/order/step/1')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.getByTestId('checkout-line')).toHaveCount(1)
  await expect(page.getByTestId('checkout-line')).toContainText('Custom PS5 Controller')
})

test('download gives the server-composed picture of the side on screen', async ({ page }) => {
  await openCreator(page)
  const body = await group(page, 'Body')
  await body.getByText('Cosmic Red', { exact: true }).click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('padforge-ps5-front.png')
  const file = await download.path()
  const fs = await import('node:fs')
  const bytes = fs.readFileSync(file)
  expect(bytes.subarray(1, 4).toString()).toBe('PNG')
})

test('Xbox Series X: the performance triggers open the Performance Grip Panels sub-picker', async ({ page }) => {
  await page.goto('/Xbox-Series-X-Custom-Controller')
  const triggers = await group(page, 'Triggers')
  await expect(triggers.getByText('Please select Performance Grip Panels from available designs:')).toHaveCount(0)
  const card = triggers.locator('li', { hasText: 'Chrome Gold' })
  await card.getByRole('button', { name: /^ADD/ }).click()
  await expect(card.getByRole('button', { name: 'ADDED' })).toBeVisible()
  const sub = triggers.getByRole('group', { name: 'Please select Performance Grip Panels from available designs:' })
  await expect(sub).toBeVisible()
  await sub.getByText('Chrome Silver', { exact: true }).click()
  await expect(page.locator('details[data-group="Grip Panels"] summary')).toContainText('Chrome Silver')
})
