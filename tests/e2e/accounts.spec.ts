// Customer accounts (issue 11), desktop and phone: register with every message for bad input → sign out → sign in
// through the login modal on a creator page (no redirect) → reset the password with the mailed link → sign in with it.
import { mkdirSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { expectAccessible } from './support/checks'
import { latestMail, linkIn } from './support/mail'

const CREATOR = '/PS5-Custom-Controller'
const EXISTING = 'customer@padforge.example'
const SHOTS = '/tmp/shots/auth'
mkdirSync(SHOTS, { recursive: true })

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** Waits until the form in `scope` is hydrated (it carries data-ready then). */
const formReady = (scope: Page | ReturnType<Page['locator']>) => expect(scope.locator('form[data-ready]')).toBeVisible()

const viewerOf = async (page: Page) =>
  ((await (await page.request.get('/api/session')).json()) as { viewer: { firstName: string } | null }).viewer

async function signOut(page: Page) {
  await page.goto('/account/logout')
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => viewerOf(page)).toBeNull()
}

for (const viewport of VIEWPORTS) {
  test(`accounts on ${viewport.name}: register, sign out, modal sign-in, reset, sign in again`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000)
    const context = await browser.newContext({ baseURL, viewport, extraHTTPHeaders: { origin: baseURL! } })
    const page = await context.newPage()
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage })
    const email = `e2e-${viewport.name}-${Date.now()}@padforge.test`
    const password = 'first-pass-1'
    const newPassword = 'second-pass-2'

    // The sign-in page: #login shows the Sign In tab, #register the Create Account tab; the hash follows the tab.
    await page.goto('/account/sign-in#login')
    const signInTab = page.getByRole('tab', { name: 'Sign In' })
    const registerTab = page.getByRole('tab', { name: 'Create Account' })
    await expect(signInTab).toHaveAttribute('aria-selected', 'true')
    await formReady(page)
    await expectAccessible(page)
    await shot('sign-in')
    await registerTab.click()
    await expect(page).toHaveURL(/#register$/)
    await expect(registerTab).toHaveAttribute('aria-selected', 'true')
    await page.goBack()
    await expect(signInTab).toHaveAttribute('aria-selected', 'true')
    await page.goForward()
    await expect(registerTab).toHaveAttribute('aria-selected', 'true')
    await registerTab.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(signInTab).toBeFocused()
    await expect(signInTab).toHaveAttribute('aria-selected', 'true')
    await page.goto('/account/sign-in#register')
    await expect(registerTab).toHaveAttribute('aria-selected', 'true')
    await expectAccessible(page)
    await shot('register')

    // Every message for bad input, before anything is sent.
    const form = page.getByRole('tabpanel', { name: 'Create Account' })
    await formReady(form)
    const create = form.getByRole('button', { name: 'Create Account' })
    await create.click()
    for (const message of [
      'Please enter first name',
      'Please enter last name',
      'Please enter an E-mail address',
      'Please enter password',
    ])
      await expect(form.getByText(message)).toBeVisible()
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
    await form.getByLabel('First name').fill('Erin')
    await form.getByLabel('Last name').fill('Tester')
    await form.getByLabel('E-mail').fill('erin@')
    await form.getByLabel('Password', { exact: true }).fill('123')
    await form.getByLabel('Confirm password').fill('124')
    await create.click()
    await expect(form.getByText('Please enter a valid E-mail')).toBeVisible()
    await expect(form.getByText('Min password length is 6 symbols')).toBeVisible()
    await expect(form.getByText('Passwords is not match')).toBeVisible()
    await expectAccessible(page)
    await shot('register-errors')

    // An e-mail that has an account: the server's message in the error container.
    await form.getByLabel('E-mail').fill(EXISTING.toUpperCase())
    await form.getByLabel('Password', { exact: true }).fill(password)
    await form.getByLabel('Confirm password').fill(password)
    await create.click()
    await expect(
      form.getByRole('alert').filter({ hasText: 'Customer with this E-mail already registered' }),
    ).toHaveText('Customer with this E-mail already registered, Please Sign In')

    // A new e-mail: signed in and on to the account.
    await form.getByLabel('E-mail').fill(email)
    await create.click()
    await expect(page).toHaveURL(/\/account\/orders\/all$/)
    await expect.poll(async () => (await viewerOf(page))?.firstName).toBe('Erin')
    await latestMail(page.request, email, 'Welcome')

    // A signed-in customer landing on #login goes straight on.
    await page.goto('/account/sign-in#login')
    await expect(page).toHaveURL(/\/account\/orders\/all$/)

    await signOut(page)

    // The login modal on a creator page: Escape closes it; a sign-in keeps the page and tells it who signed in.
    await page.goto(CREATOR)
    // The button opens the modal once the page has hydrated: the creator says when it is ready.
    await expect(page.locator('[data-creator][data-ready]')).toBeVisible()
    const reviews = page.getByRole('region', { name: /PS5 controller reviews/ })
    const openModal = reviews.getByRole('button', { name: 'Sign in' })
    await openModal.scrollIntoViewIfNeeded()
    await openModal.click()
    const dialog = page.getByRole('dialog', { name: 'Sign in' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      `/account/sign-in?redirect-url=${encodeURIComponent(CREATOR)}#register`,
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.evaluate(() => {
      window.addEventListener('loggedIn', (event) => {
        ;(window as unknown as { signedIn: unknown }).signedIn = (event as CustomEvent).detail
      })
    })
    await openModal.click()
    await expect(dialog).toBeVisible()
    await expectAccessible(page)
    await shot('login-modal', false)
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByLabel('Password').fill('wrong-password')
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Wrong E-mail or password')
    await dialog.getByLabel('Password').fill(password)
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`${CREATOR}$`))
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { signedIn?: { firstName: string } }).signedIn?.firstName))
      .toBe('Erin')
    // The page knows the customer: the guest's Sign in button is gone.
    await expect(openModal).toHaveCount(0)

    await signOut(page)

    // Forgot password: the typed e-mail carries over; the reply says the same for every e-mail.
    await page.goto('/account/sign-in#login')
    const login = page.getByRole('tabpanel', { name: 'Sign In' })
    await formReady(login)
    await login.getByLabel('E-mail').fill(email)
    await login.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/password\/reset\?email=/)
    await formReady(page)
    await expect(page.getByRole('main').getByLabel('E-mail')).toHaveValue(email)
    await expectAccessible(page)
    await shot('reset-request')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'If an account exists for that e-mail, we have sent a link to reset the password.',
    )
    await shot('reset-sent')

    const mail = await latestMail(page.request, email, 'Reset your')
    const link = linkIn(mail, `${baseURL}/password/reset/`)
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password')
    await formReady(page)
    await page.getByLabel('New password', { exact: true }).fill('12345')
    await page.getByLabel('Confirm new password').fill('12346')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByText('Min password length is 6 symbols')).toBeVisible()
    await expect(page.getByText('Passwords must match')).toBeVisible()
    await expectAccessible(page)
    await shot('reset-new-password')
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page).toHaveURL(/\/account\/settings$/)
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password was changed and you are signed in.' }),
    ).toBeVisible()
    await expect.poll(async () => (await viewerOf(page))?.firstName).toBe('Erin')

    await signOut(page)

    // The link works once.
    await page.goto(link)
    await formReady(page)
    await page.getByLabel('New password', { exact: true }).fill('third-pass-3')
    await page.getByLabel('Confirm new password').fill('third-pass-3')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This link to reset your password has expired or was already used.',
    )
    await expect(page.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/password/reset')
    await shot('reset-used')

    // Sign in with the new password, with a redirect-url of this site; another site's is not followed.
    await page.goto(`/account/sign-in?redirect-url=${encodeURIComponent('//evil.example/x')}#login`)
    await formReady(login)
    await login.getByLabel('E-mail').fill(email)
    await login.getByLabel('Password').fill(password)
    await login.getByRole('button', { name: 'Sign In' }).click()
    await expect(login.getByRole('alert')).toHaveText('Wrong E-mail or password')
    await login.getByLabel('Password').fill(newPassword)
    await login.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/account\/orders\/all$/)
    await signOut(page)
    await page.goto(`/account/sign-in?redirect-url=${encodeURIComponent(CREATOR)}#login`)
    await formReady(login)
    await login.getByLabel('E-mail').fill(email)
    await login.getByLabel('Password').fill(newPassword)
    await login.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(new RegExp(`${CREATOR}$`))
    await context.close()
  })
}
