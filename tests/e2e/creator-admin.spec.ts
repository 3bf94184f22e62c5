import { expect, type Page, test } from '@playwright/test'
import { expectAccessible, logIn } from './support/checks'
import { group, openCreator } from './support/creator'

const ADMIN = { email: 'admin@padforge.example', password: 'padforge-admin' }
const CUSTOMER = { email: 'customer@padforge.example', password: 'padforge-customer' }
/** Folder for the review screenshots (desktop and phone); none are taken when unset. */
const SHOTS = process.env.ADMIN_SHOTS

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  await page.screenshot({ path: `${SHOTS}/admin-${name}.png`, fullPage: false })
}

test('an admin creates a product in the creator, edits it and deletes it', async ({ page }) => {
  test.setTimeout(180_000)
  await logIn(page.request, ADMIN)
  await openCreator(page)
  const bar = page.getByRole('region', { name: 'Admin tools' })
  await expect(bar).toBeVisible()
  // Without a product id: View and Create, no Edit, no delete.
  await expect(bar.getByRole('radio', { name: 'View' })).toBeChecked()
  await expect(bar.getByRole('radio', { name: 'Edit' })).toHaveCount(0)
  await expect(bar.getByRole('button', { name: 'Delete' })).toHaveCount(0)

  await bar.getByRole('radio', { name: 'Create' }).check()
  const body = await group(page, 'Body')
  await body.getByText('Cosmic Red', { exact: true }).click()
  await expect(body.locator('summary')).toContainText('Cosmic Red')

  const name = `E2E Admin Build ${Date.now()}`
  await bar.getByLabel('Name').fill(name)
  await bar.getByLabel('Label').selectOption({ index: 1 })
  await bar.getByLabel(/^Listing text/).fill('A red PS5 pad made by the end-to-end test.')
  await bar.getByLabel(/^Description/).fill('Built by Playwright.\n\n- Cosmic Red body\n- Tested')
  await shoot(page, 'create-desktop')
  await expectAccessible(page)
  await bar.getByRole('button', { name: 'Create product' }).click()

  await expect(page).toHaveURL(/\/configured-controller\/\d+$/, { timeout: 30_000 })
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page).toHaveTitle(`${name} · Padforge`)
  await expect(page.getByText('A red PS5 pad made by the end-to-end test.')).toBeVisible()
  await expect((await group(page, 'Body')).locator('summary')).toContainText('Cosmic Red')
  const product = page.getByRole('region', { name: 'Admin tools' })
  await expect(product.getByRole('radio', { name: 'Create' })).toHaveCount(0)

  // Inventory information and the marketplace (none configured by default).
  await product.getByRole('button', { name: 'Inventory Information' }).click()
  const inventory = page.getByRole('dialog', { name: 'Inventory Information' })
  await expect(inventory.getByRole('rowheader', { name: 'Body' })).toBeVisible()
  await expect(inventory.getByText('ps5-controller')).toBeVisible()
  await shoot(page, 'inventory-desktop')
  await inventory.getByRole('button', { name: 'OK' }).click()
  await product.getByRole('button', { name: 'Send to marketplace' }).click()
  const error = page.getByRole('dialog', { name: 'Error' })
  await expect(error).toContainText('No marketplace is configured')
  await error.getByRole('button', { name: 'OK' }).click()

  // Edit: rename it.
  await product.getByRole('radio', { name: 'Edit' }).check()
  await expect(product.getByLabel('Name')).toHaveValue(name)
  await expect(product.getByLabel(/^Description/)).toHaveValue('Built by Playwright.\n\n- Cosmic Red body\n- Tested')
  await shoot(page, 'edit-desktop')
  await page.setViewportSize({ width: 390, height: 844 })
  await product.scrollIntoViewIfNeeded()
  await shoot(page, 'edit-phone')
  await page.setViewportSize({ width: 1366, height: 900 })
  await product.getByLabel('Name').fill(`${name} Renamed`)
  await product.getByRole('button', { name: 'Save product' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Product Saved' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Renamed`)

  // Delete: the spec's confirmation, 'Product Deleted', then home.
  await product.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' })
  await expect(confirm).toContainText('This will delete product!')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('dialog', { name: 'Product Deleted' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
  expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404)
  expect((await page.request.get(`/configured-controller/${id}`)).status()).toBe(404)
})

test('a shopper sees a prebuilt product in view mode, without the admin bar', async ({ page, request }) => {
  const list = await (await request.get('/api/products?where[isConfigurable][equals]=true&limit=1&depth=0')).json()
  const product = list.docs[0]
  await page.goto(`/configured-controller/${product.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
  await expect(page.getByRole('region', { name: 'Admin tools' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'product-guest-desktop')
  await page.setViewportSize({ width: 390, height: 844 })
  await shoot(page, 'product-guest-phone')
  expect((await request.get('/configured-controller/987654')).status()).toBe(404)
  expect((await request.get('/configured-controller/not-a-product')).status()).toBe(404)

  // An admin on the same page: the bar with View / Edit.
  await page.setViewportSize({ width: 1366, height: 900 })
  await logIn(page.request, ADMIN)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Admin tools' })).toBeVisible()
  await shoot(page, 'product-admin-desktop')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('region', { name: 'Admin tools' }).scrollIntoViewIfNeeded()
  await shoot(page, 'product-admin-phone')
})

test('guests get 401 and customers 403 from every admin endpoint', async ({ request, playwright, baseURL }) => {
  const list = await (await request.get('/api/products?where[isConfigurable][equals]=true&limit=1&depth=0')).json()
  const product = list.docs[0]
  const platforms = await (await request.get('/api/platforms?where[slug][equals]=ps5&limit=1&depth=0')).json()
  const body = {
    product: { data: { selected: product.configuration.selected }, name: 'Hacked' },
    platform_id: platforms.docs[0].id,
  }
  const customer = await playwright.request.newContext({ baseURL })
  await logIn(customer, CUSTOMER)
  for (const [who, client] of [
    ['guest', request],
    ['customer', customer],
  ] as const) {
    const statuses = [
      (await client.post('/api/products', { data: body })).status(),
      (await client.put(`/api/products/${product.id}`, { data: body })).status(),
      (await client.delete(`/api/products/${product.id}`)).status(),
      (await client.post('/api/creator/inventory-info/ps5', { data: { options: {} } })).status(),
      (await client.post('/api/marketplace-products', { data: { product: product.id } })).status(),
      (await client.delete('/api/clear-configuration-image/front/ps5')).status(),
    ]
    // Payload's own DELETE (third) answers 403 to guests too; the store's endpoints tell a guest to sign in (401).
    const refused = who === 'guest' ? 401 : 403
    expect(statuses, who).toEqual([refused, refused, 403, refused, refused, refused])
  }
  await customer.dispose()
  const after = await (await request.get(`/api/products/${product.id}?depth=0`)).json()
  expect(after.name).toBe(product.name)
  expect(after.updatedAt).toBe(product.updatedAt)
})
