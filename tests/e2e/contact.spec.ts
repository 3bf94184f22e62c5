import { mkdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/checks'
import { latestMail, linkIn } from './support/mail'

const SUPPORT = 'support@padforge.example'
const SHOTS = '/tmp/shots/mail'
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }))

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('the contact form shows every message, then delivers a mail to support', async ({ page, request }) => {
      const stamp = `${viewport.name}-${Date.now()}`
      await page.goto('/contact-us')
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
      const form = page.getByRole('form', { name: 'Contact us' })
      await form.getByRole('button', { name: 'Send message' }).click()
      await expect(form.getByText('Please enter your name')).toBeVisible()
      await expect(form.getByText('Please enter an E-mail address')).toBeVisible()
      await expect(form.getByText('Please enter subject')).toBeVisible()
      await expect(form.getByText('Please enter text')).toBeVisible()
      await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true')
      await page.screenshot({ path: `${SHOTS}/contact-errors-${viewport.name}.png`, fullPage: true })
      await expectAccessible(page)

      await form.getByLabel('E-mail').fill('not-an-address')
      await expect(form.getByText('Please enter a valid E-mail')).toBeVisible()
      await form.getByLabel('Your name').fill('Ann Contact')
      await form.getByLabel('E-mail').fill(`ann-${stamp}@example.com`)
      await form.getByLabel('Subject').fill(`Build question ${stamp}`)
      await form.getByLabel('Message').fill('Can you fit back paddles on a PS5 build?\nThanks!')
      await form.getByRole('button', { name: 'Send message' }).click()
      // The page's own status line (the store's toast region is a status too).
      await expect(
        page.getByRole('main').getByRole('status').filter({ hasText: 'Your message has been sent' }),
      ).toBeVisible()
      await expect(form.getByLabel('Subject')).toHaveValue('')
      await page.screenshot({ path: `${SHOTS}/contact-sent-${viewport.name}.png`, fullPage: true })

      const mail = await latestMail(request, SUPPORT, `Build question ${stamp}`)
      expect(mail.subject).toBe(`[Contact] Build question ${stamp}`)
      expect(mail.replyTo).toContain(`ann-${stamp}@example.com`)
      expect(mail.text).toContain('Can you fit back paddles on a PS5 build?')
      expect(mail.html).toContain('Ann Contact')
    })

    test('the footer subscribe form shows its messages and sends a confirmation that works', async ({
      page,
      request,
    }) => {
      const email = `news-${viewport.name}-${Date.now()}@example.com`
      await page.goto('/contact-us')
      const footer = page.getByRole('contentinfo')
      const input = footer.getByLabel('E-mail address')
      const subscribe = footer.getByRole('button', { name: 'Subscribe' })
      await subscribe.click()
      await expect(footer.getByText('Please enter an E-mail address')).toBeVisible()
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await input.fill('nobody@')
      await subscribe.click()
      await expect(footer.getByText('Please enter a valid E-mail')).toBeVisible()
      await input.fill(email)
      await subscribe.click()
      await expect(footer.getByText('Please check your inbox and confirm your subscription')).toBeVisible()
      await expect(input).toHaveValue('')
      await footer.screenshot({ path: `${SHOTS}/footer-subscribed-${viewport.name}.png` })

      const mail = await latestMail(request, email, 'Confirm your Padforge newsletter subscription')
      const confirm = linkIn(mail, `${new URL(page.url()).origin}/newsletter/confirm?token=`)
      await page.goto(confirm)
      await expect(page.getByText('Your subscription is confirmed')).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/newsletter-confirmed-${viewport.name}.png`, fullPage: true })
      await expectAccessible(page)
      // The link works once.
      await page.reload()
      await expect(page.getByText('This confirmation link has expired or was already used')).toBeVisible()
    })
  })
}

test('an admin reads a sent mail in Admin → Outbox, its HTML in a sandboxed frame', async ({ page }) => {
  test.setTimeout(120_000)
  const stamp = `outbox-${Date.now()}`
  const sent = await page.request.post('/api/contact', {
    data: { name: 'Outbox Reader', email: `${stamp}@example.com`, subject: `Outbox ${stamp}`, text: 'Hello outbox' },
  })
  expect(sent.status()).toBe(200)

  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill('admin@padforge.example')
  await page.getByLabel(/password/i).fill('padforge-admin')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/collections/outbox')
  // The list shows to, subject, status and date; the first column links to the mail.
  const row = page.getByRole('row').filter({ hasText: `[Contact] Outbox ${stamp}` })
  await expect(row).toBeVisible()
  await expect(row).toContainText('support@padforge.example')
  await row.getByRole('link').first().click()
  const frame = page.locator('iframe[title="Mail preview"]')
  await expect(frame).toHaveAttribute('sandbox', '')
  await expect(page.frameLocator('iframe[title="Mail preview"]').getByText('Hello outbox')).toBeVisible()
  await page.setViewportSize({ width: 1366, height: 1400 })
  await page.screenshot({ path: `${SHOTS}/admin-outbox-mail.png`, fullPage: false })
})
