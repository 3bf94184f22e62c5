import { expect, type Page, test } from '@playwright/test'

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /login/i }).click()
}

test('a merchandiser changes an option value price in the admin and sees it through the API', async ({
  page,
  request,
}) => {
  const list = await (await request.get('/api/option-values?where[name][equals]=Cosmic%20Red&limit=1&depth=0')).json()
  const value = list.docs[0]
  expect(value).toBeTruthy()
  const newPrice = value.price + 100

  await logIn(page, 'merchandiser@padforge.example', 'padforge-merch')
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/collections/option-values/${value.id}`)
  const price = page.locator('input[name="price"]')
  await expect(price).toHaveValue(String(value.price))
  await price.fill(String(newPrice))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()

  const after = await (await request.get(`/api/option-values/${value.id}?depth=0`)).json()
  expect(after.price).toBe(newPrice)
})

test('a customer is turned away from the admin', async ({ page }) => {
  await logIn(page, 'customer@padforge.example', 'padforge-customer')
  await expect(page.getByText(/not allowed|unauthorized/i).first()).toBeVisible()
})

test('a merchandiser sees the catalog groups in the admin navigation', async ({ page }) => {
  await logIn(page, 'merchandiser@padforge.example', 'padforge-merch')
  await expect(page).toHaveURL(/\/admin$/)
  for (const group of ['Catalog', 'Creator options', 'Content']) {
    await expect(page.getByText(group, { exact: true }).first()).toBeVisible()
  }
})
