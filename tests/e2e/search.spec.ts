import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/checks'

// Site search (storefront.md section 2): the header box with its 'Search in:' labels, Enter to search, the search
// page with the query and labels in the address, a label change searching at once there; and the blog it searches.

test('desktop: search the blog from the header, then widen the search from the results page', async ({ page }) => {
  await page.goto('/store')
  const searchButton = page.getByRole('banner').getByRole('button', { name: 'Search' })
  await expect(async () => {
    await searchButton.click()
    await expect(page.getByRole('search')).toBeVisible({ timeout: 1000 })
  }).toPass()
  const box = page.getByRole('search')
  await expect(box.getByRole('searchbox', { name: 'Search the store' })).toBeFocused()
  await expect(box.getByRole('checkbox', { name: 'Everywhere' })).toBeChecked()

  // Another label replaces Everywhere; nothing is searched until Enter.
  await box.getByRole('checkbox', { name: 'Blog articles' }).check()
  await expect(box.getByRole('checkbox', { name: 'Everywhere' })).not.toBeChecked()
  await expect(page).toHaveURL(/\/store$/)
  await box.getByRole('searchbox').fill('rapid fire')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=rapid%20fire&in=articles$/)
  const results = page.getByRole('main')
  await expect(results.getByRole('heading', { level: 1 })).toHaveText('Results for “rapid fire”')
  await expect(results.getByRole('heading', { name: /^Blog articles/ })).toBeVisible()
  await expect(results.getByRole('heading', { name: /^Products/ })).toHaveCount(0)
  await expectAccessible(page)

  // On the search page a label change searches at once.
  const form = results.getByRole('search')
  await form.getByRole('checkbox', { name: 'Products' }).check()
  await expect(page).toHaveURL(/in=products,articles$/)
  await expect(results.getByRole('heading', { name: /^Products/ })).toBeVisible()
  // Removing the last labels falls back to Everywhere.
  await form.getByRole('checkbox', { name: 'Products' }).uncheck()
  await expect(page).toHaveURL(/in=articles$/)
  await form.getByRole('checkbox', { name: 'Blog articles' }).uncheck()
  await expect(page).toHaveURL(/\/search\?q=rapid%20fire$/)
  await expect(form.getByRole('checkbox', { name: 'Everywhere' })).toBeChecked()

  await results.getByRole('link', { name: /Rapid Fire explained/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Rapid Fire explained/)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' })).toBeVisible()
})

test('a search with no match says so, and the form works before JavaScript', async ({ page }) => {
  await page.goto('/search?q=zzzqqqxx')
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'No results' })).toHaveText('No results')
  await expect(page.getByRole('link', { name: 'Browse the store' })).toBeVisible()
  const response = await page.request.get('/search?q=cosmic&in=products&in=pages')
  expect(response.status()).toBe(200)
  expect(await response.text()).toContain('Results for “cosmic”')
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('search from the header finds products; the blog lists articles one a row', async ({ page }) => {
    await page.goto('/')
    await expect(async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
      await expect(page.getByRole('search')).toBeVisible({ timeout: 1000 })
    }).toPass()
    await page.getByRole('searchbox').fill('cosmic red')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=cosmic%20red$/)
    await expect(page.getByRole('main').getByRole('article').first()).toContainText('Cosmic Red')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(page)

    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    const cards = page.getByRole('main').getByRole('listitem')
    expect(await cards.count()).toBeGreaterThanOrEqual(6)
    await expectAccessible(page)
  })
})
