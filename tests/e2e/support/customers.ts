import { type Browser, expect, type Page, test } from '@playwright/test'

let serial = 0

/**
 * A new customer, registered through the store (and so signed in) on a page of its own context: a spec that signs a
 * customer in or out, or changes its password, uses one of these rather than the shared demo customer, whose session
 * other specs hold. The e2e store opens the rate limits (playwright.config.ts). A phone, when given, is saved through
 * My Settings.
 */
export async function newCustomerPage(
  browser: Browser,
  who: { prefix: string; firstName: string; lastName: string; phone?: string },
  viewport = { width: 1366, height: 900 },
): Promise<{ page: Page; email: string; password: string }> {
  serial += 1
  const email = `${who.prefix}-${Date.now()}-${serial}@padforge.example`
  const password = `${who.prefix}-pass-1`
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport })
  const page = await context.newPage()
  const registered = await page.request.post('/api/account/register', {
    data: { email, password, confirmPassword: password, firstName: who.firstName, lastName: who.lastName },
  })
  expect(registered.status()).toBe(201)
  if (who.phone) {
    const profile = { first_name: who.firstName, last_name: who.lastName, email, phone: who.phone }
    expect((await page.request.put('/api/account/profile', { data: profile })).status()).toBe(200)
  }
  return { page, email, password }
}
