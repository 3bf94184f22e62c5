// Referral and affiliates (issue 31), at desktop and phone widths: a member copies their link and invites a friend by
// e-mail from the referral page; the friend arrives through the link, checks out with the $10 off applied for their
// e-mail and pays by card (the Stripe stand-in); the member then sees the pending $10. At desktop width also the
// partner link generator and the notifications page's refusals. Screenshots go to $REFERRAL_SHOTS when it is set.
import { randomBytes } from 'node:crypto'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { AFFILIATE_MESSAGES } from '../../src/lib/affiliates/messages'
import { expectAccessible, logIn } from './support/checks'
import { newCustomerPage } from './support/customers'
import { latestMail } from './support/mail'
import { ADMIN, fillCard, shooter, VIEWPORTS } from './support/orders'
import { buildController, fillAddress, routePayments, uniqueEmail } from './support/shopper'

const shoot = shooter(process.env.REFERRAL_SHOTS)

/** Makes the customer a referral member with a fresh code, as an administrator does in Admin → Affiliates. */
async function enrol(request: APIRequestContext, email: string, name: string): Promise<string> {
  await logIn(request, ADMIN)
  const users = await request.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  const id = ((await users.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
  const code = `E2E${randomBytes(4).toString('hex').toUpperCase()}`
  const made = await request.post('/api/affiliates', {
    data: { email, name, code, kind: 'member', status: 'approved', customer: id },
  })
  expect(made.status()).toBe(201)
  return code
}

/** The friend, in a browser of their own: through the link, a controller, the checkout with the code, a card. */
async function friendBuys(browser: Browser, viewport: { width: number; height: number }, link: string, email: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport })
  const page = await context.newPage()
  await routePayments(page)
  await page.goto(link)
  await expect(page).toHaveURL(/\/$/)
  expect((await context.cookies()).find((c) => c.name === 'pf_ref')?.httpOnly).toBe(true)
  await buildController(page)
  await page.goto('/order/step/1')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await fillAddress(page, email, 'Friend')
  // Their $10 code is applied once the e-mail is typed.
  await expect(page.getByTestId('coupon-applied').first()).toContainText(/FRIEND-[A-Z0-9]{10}/, { timeout: 15_000 })
  await expect(page.getByText('Updating prices…')).toHaveCount(0)
  await shoot(page, 'friend-checkout')
  await expect(page.getByTestId('card-loader')).toHaveCount(0)
  await fillCard(page, '5555 5555 5555 4444')
  await page.getByTestId('pay-card').click()
  await page.waitForURL(/\/thanks\?order=/)
  await expect(page.getByTestId('cost-breakdown')).toContainText('$10.00')
  const number = (await page.getByTestId('order-number').textContent())?.trim() ?? ''
  await context.close()
  return number
}

async function openProgram(page: Page, query = '') {
  await page.goto(`/account/referral-program${query}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeVisible()
  await expect(page.getByTestId('referral-program')).toBeVisible()
}

for (const [label, viewport] of VIEWPORTS) {
  test.describe(label, () => {
    test('a member shares their link, a friend buys through it with $10 off, the member sees the pending $10', async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000)
      const { page, email } = await newCustomerPage(
        browser,
        { prefix: 'referrer', firstName: 'Remy', lastName: 'Referrer' },
        viewport,
      )
      const code = await enrol(request, email, 'Remy')

      // The sidebar shows the program, tagged New, to a member.
      await page.goto('/account')
      const item = page.getByRole('link', { name: /Referral Program/ })
      await expect(item).toBeVisible()
      await expect(item).toContainText('New')

      await openProgram(page)
      const link = page.getByRole('textbox', { name: 'Your referral link' })
      await expect(link).toHaveValue(new RegExp(`/\\?ref=${code}$`))
      await page.getByRole('button', { name: 'Copy', exact: true }).click()
      await expect(page.getByText(AFFILIATE_MESSAGES.copied, { exact: true })).toBeVisible()
      await expect(page.getByText(AFFILIATE_MESSAGES.copied, { exact: true })).toBeHidden({ timeout: 6000 })
      await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', /facebook\.com/)
      await expect(page.getByText('No rewards yet')).toBeVisible()
      await expectAccessible(page)
      await shoot(page, 'referral-program')

      // ?shareViaEmail opens the popup; Send waits for an address; the server's refusal shows under the field.
      await openProgram(page, '?shareViaEmail')
      const popup = page.getByRole('dialog', { name: 'Share by e-mail' })
      await expect(popup).toBeVisible()
      const send = popup.getByRole('button', { name: 'Send' })
      await expect(send).toBeDisabled()
      await popup.getByRole('textbox', { name: 'Friend’s e-mail' }).fill(email)
      await send.click()
      await expect(popup.getByRole('alert')).toHaveText(AFFILIATE_MESSAGES.shareOwnEmail)
      const friend = uniqueEmail('friend')
      await popup.getByRole('textbox', { name: 'Friend’s e-mail' }).fill(friend)
      await send.click()
      await expect(popup.getByRole('status')).toHaveText(AFFILIATE_MESSAGES.shareSent(friend))
      await shoot(page, 'share-by-email')
      const invite = await latestMail(request, friend, 'off your first')
      expect(invite.text).toMatch(/FRIEND-[A-Z0-9]{10}/)
      await popup.getByRole('button', { name: 'Close' }).click()

      const number = await friendBuys(
        browser,
        viewport,
        (await link.inputValue()).replace(/^https?:\/\/[^/]+/, ''),
        friend,
      )

      await openProgram(page)
      const row = page.getByTestId('reward-ledger').getByRole('row').filter({ hasText: number })
      await expect(row).toContainText('$10.00')
      await expect(row).toContainText('Pending')
      await expect(page.getByTestId('reward-totals')).toContainText('$10.00')
      await shoot(page, 'referral-rewards')
      await page.context().close()
    })
  })
}

test('partners: the link generator answers with the spec messages and the tracked link; the notifications page needs its credential', async ({
  page,
  baseURL,
}) => {
  await page.goto('/affiliates')
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate link generator' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Link generator' })
  await form.getByRole('button', { name: 'Generate link' }).click()
  await expect(form.getByText(AFFILIATE_MESSAGES.emailRequired)).toBeVisible()
  await expect(form.getByText(AFFILIATE_MESSAGES.urlRequired)).toBeVisible()
  await form.getByLabel('Your affiliate program e-mail').fill('nobody@example.com')
  await form.getByLabel('Landing page URL').fill('https://example.com/')
  await form.getByRole('button', { name: 'Generate link' }).click()
  await expect(form.getByText(AFFILIATE_MESSAGES.partnerNotFound)).toBeVisible()
  const store = new URL(baseURL ?? '')
  await form.getByLabel('Your affiliate program e-mail').fill('partner@padforge.example')
  await form.getByLabel('Landing page URL').fill(`https://${store.host}/account/orders`)
  await form.getByRole('button', { name: 'Generate link' }).click()
  await expect(form.getByText(AFFILIATE_MESSAGES.badLanding)).toBeVisible()
  await form.getByLabel('Landing page URL').fill(`https://${store.host}/store#grid`)
  await form.getByRole('button', { name: 'Generate link' }).click()
  await expect(form.getByRole('textbox', { name: 'Your tracked link' })).toHaveValue(
    `https://${store.host}/store?ref=PADREVIEWS#grid`,
  )
  await expectAccessible(page)
  await shoot(page, 'link-generator')

  await page.goto('/affiliates/notifications?email=partner%40padforge.example')
  await expect(page.getByTestId('notifications-problem')).toHaveText(AFFILIATE_MESSAGES.notEnoughCredential)
  await page.goto('/affiliates/notifications?email=partner%40padforge.example&hash=wrong')
  await expect(page.getByTestId('notifications-problem')).toHaveText(AFFILIATE_MESSAGES.badCredential)
})
