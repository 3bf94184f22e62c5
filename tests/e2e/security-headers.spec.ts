import { expect, type Page, test } from '@playwright/test'

const ADMIN = { email: 'admin@padforge.example', password: 'padforge-admin' }
const PATHS = ['/', '/PS5-Custom-Controller', '/admin/login', '/api/platforms?limit=1', '/no-such-page']

/** Every Content-Security-Policy violation the page reports (the console message and the DOM event). */
function watchViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      violations.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(error.message)
  })
  return violations
}

async function recordDomViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
}

const domViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])

test('every response carries the security headers; HSTS only over https', async ({ request }) => {
  for (const path of PATHS) {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headers()
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy'], path).toContain("default-src 'self'")
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toContain('camera=()')
    // Wallets: this origin and the payment providers' frames only.
    expect(headers['permissions-policy'], path).toContain('payment=(self "https://js.stripe.com"')
    expect(headers['content-security-policy'], path).toMatch(
      /script-src 'self' 'unsafe-inline' https:\/\/js\.stripe\.com/,
    )
    expect(headers['strict-transport-security'], path).toBeUndefined()
  }
  const overHttps = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
  expect(overHttps.headers()['strict-transport-security']).toMatch(/^max-age=\d+/)
})

test('the storefront and the creator run under the policy with no violation', async ({ page }) => {
  const violations = watchViolations(page)
  await recordDomViolations(page)
  await page.goto('/')
  await expect(page.getByRole('region', { name: /choose your platform/i })).toBeVisible()
  expect(await domViolations(page)).toEqual([])
  await page.goto('/PS5-Custom-Controller')
  await expect(page.locator('img').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await domViolations(page)).toEqual([])
  expect(violations).toEqual([])
})

test('the Payload admin runs under the policy with no violation', async ({ page }) => {
  test.setTimeout(120_000)
  const violations = watchViolations(page)
  // The admin's own API calls all succeed (its relationship and upload fields read by POST with a form body).
  const refused: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      refused.push(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  await recordDomViolations(page)
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(ADMIN.email)
  await page.getByLabel(/password/i).fill(ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/collections/option-values')
  await expect(page.locator('table').first()).toBeVisible()
  await page.goto('/admin/collections/platforms')
  await page.locator('table a').first().click()
  await expect(page.locator('input[name="name"]')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await domViolations(page)).toEqual([])
  expect(violations).toEqual([])
  expect(refused).toEqual([])
})

test('the store cannot be framed by another site', async ({ page, baseURL }) => {
  const blocked = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()))
  await page.setContent(`<iframe src="${baseURL}/" title="store"></iframe>`)
  await blocked
})

test('an address whose path cannot be decoded is a 400 with the headers, never a 500; a valid one is routed', async ({
  request,
}) => {
  for (const path of ['/product/%E0%A4%A', '/blog/50%', '/%ZZ', '/api/products/%E0%A4%A', '/account/%C3']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(400)
    expect(await response.text(), path).toBe('Bad Request: the address has an invalid %-encoding.')
    expect(response.headers()['x-frame-options'], path).toBe('DENY')
  }
  expect((await request.get('/product/caf%C3%A9', { maxRedirects: 0 })).status()).toBe(404)
  expect((await request.get('/store?q=%E0%A4%A', { maxRedirects: 0 })).status()).toBe(200)
})
