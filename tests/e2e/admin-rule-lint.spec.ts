import { expect, type Page, test } from '@playwright/test'

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /login/i }).click()
}

test('a merchandiser checks the saved creator rules of ps5 from its edit page', async ({ page, request }) => {
  const list = await (await request.get('/api/platforms?where[slug][equals]=ps5&limit=1&depth=0')).json()
  const ps5 = list.docs[0]
  expect(ps5).toBeTruthy()

  await logIn(page, 'merchandiser@padforge.example', 'padforge-merch')
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/collections/platforms/${ps5.id}`)
  const field = page.getByTestId('rule-lint')
  await expect(field.getByText('Checks the saved rules; save first.')).toBeVisible()
  const button = field.getByRole('button', { name: 'Check rules' })
  await expect(button).toBeEnabled()
  await button.click()
  await expect(field.getByText(/^Rules OK: /)).toBeVisible()
  await expect(field.getByText(/Saved rules of ps5, checked at/)).toBeVisible()
  await expect(field.getByRole('alert')).toHaveCount(0)

  // An unsaved edit elsewhere keeps the verdict and says the check reads the saved rules.
  await page.locator('input[name="fullName"]').fill('PlayStation 5 (edited)')
  await expect(field.getByText(/Unsaved changes are not checked/)).toBeVisible()
  await expect(field.getByText(/^Rules OK: /)).toBeVisible()
})

test('the rule check waits until a new platform is saved', async ({ page }) => {
  await logIn(page, 'merchandiser@padforge.example', 'padforge-merch')
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/collections/platforms/create')
  const field = page.getByTestId('rule-lint')
  await expect(field.getByText(/Save the platform first/)).toBeVisible()
  await expect(field.getByRole('button', { name: 'Check rules' })).toBeDisabled()
})
