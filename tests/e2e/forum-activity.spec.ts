import { expect, type Page, test } from '@playwright/test'
import { expectAccessible, logIn } from './support/checks'
import { newCustomerPage } from './support/customers'
import { shooter, VIEWPORTS } from './support/orders'

// Forum Activity in the account (account.md sections 2, 3, 7, 9; issue 34 part 3), against the local Discourse that
// playwright.config.ts starts with DEMO_FORUM and FORUM_API_KEY: there the demo customer (customer@padforge.example) is
// `casey` with 23 posts, three pages of ten. A customer with no forum posts sees the empty state.

const CUSTOMER = { email: 'customer@padforge.example', password: 'padforge-customer' }
const shoot = shooter(process.env.FORUM_ACTIVITY_SHOTS)

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Account' })
const cards = (page: Page) => page.getByRole('list', { name: /Forum activity, page/ }).getByRole('article')

for (const [label, viewport] of VIEWPORTS) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport })

    test('a customer opens Forum Activity from the sidebar, reads page 1 and goes to page 2', async ({ page }) => {
      await logIn(page.request, CUSTOMER)
      // Phones show the sidebar alone at the account's root; desktops beside every page.
      await page.goto(label === 'desktop' ? '/account/settings' : '/account')
      const settings = sidebar(page).getByRole('link', { name: /Forum Settings/ })
      await expect(settings).toHaveAttribute('href', /\/my\/preferences$/)
      await sidebar(page).getByRole('link', { name: 'Forum Activity' }).click()
      await expect(page).toHaveURL(/\/account\/forum-activity$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Forum Activity' })).toBeVisible()

      await expect(cards(page)).toHaveCount(10)
      await expect(page.getByText('23 posts · page 1 of 3')).toBeVisible()
      const first = cards(page).first()
      await expect(first.getByRole('heading', { level: 2 })).toHaveText(
        'My first custom PS5 build: purple shell and clicky paddles',
      )
      await expect(first.getByRole('link', { name: 'Casey C.' })).toHaveAttribute('href', /\/u\/casey$/)
      await expect(first.getByRole('link', { name: 'Controllers' })).toBeVisible()
      await expect(first).toContainText('Nov 19, 2026')
      await expect(first).toContainText('0 replies')
      await expect(first).toContainText('0 likes')
      await expect(first).toContainText('Swapped the stock caps for the tall concave ones & my aim is steadier.')
      await expect(cards(page).nth(1)).toContainText('1 reply')
      await expect(cards(page).nth(1)).toContainText('7 likes')
      await expectAccessible(page)
      await shoot(page, 'forum-activity-page-1')

      // Page numbers are links: reached with the keyboard, opened with Enter.
      const pages = page.getByRole('navigation', { name: 'Forum activity pages' })
      await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
      await pages.getByRole('link', { name: 'Page 2' }).focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/account\/forum-activity\?page=2$/)
      await expect(page.getByText('23 posts · page 2 of 3')).toBeVisible()
      await expect(cards(page)).toHaveCount(10)
      await expect(cards(page).first()).toContainText('(#13)')
      await expect(cards(page).filter({ hasText: 'Started a topic' })).toHaveCount(1)
      await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
      await expectAccessible(page)
      await shoot(page, 'forum-activity-page-2')

      await pages.getByRole('link', { name: 'Next' }).click()
      await expect(cards(page)).toHaveCount(3)
      await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0)
    })

    test('a customer with no forum posts sees the empty state with a way to the forum', async ({ browser }) => {
      const { page } = await newCustomerPage(
        browser,
        { prefix: 'forumless', firstName: 'Nora', lastName: 'Newcomer' },
        viewport,
      )
      await page.goto('/account/forum-activity')
      const empty = page.locator('[data-empty]')
      await expect(empty).toContainText('No forum activity yet')
      await expect(empty.getByRole('link', { name: /Visit the forum/ })).toHaveAttribute(
        'href',
        /^http:\/\/127\.0\.0\.1:\d+$/,
      )
      await expect(page.getByRole('navigation', { name: 'Forum activity pages' })).toHaveCount(0)
      await expectAccessible(page)
      await shoot(page, 'forum-activity-empty')
      await page.context().close()
    })
  })
}

test('a guest is sent to sign-in and the call answers 401', async ({ page }) => {
  await page.goto('/account/forum-activity')
  await expect(page).toHaveURL(/\/account\/sign-in\?redirect-url=%2Faccount%2Fforum-activity/)
  expect((await page.request.get('/api/account/forum/activities?page=1')).status()).toBe(401)
})
