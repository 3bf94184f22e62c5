import { expect, test } from '@playwright/test'
import { FORUM_PEER_URL } from '../../playwright.config'
import { expectAccessible, logIn } from './support/checks'

// The recent forum activity widget on a product page (storefront.md sections 2 and 9), read on the server from the
// local Discourse that playwright.config.ts starts (tests/peers/discourse, DEMO_FORUM) at the store's FORUM_URL. The
// page's forum link is a site setting. A forum that cannot be read: tests/e2e/forum-down.setup.ts.

const MERCHANDISER = { email: 'merchandiser@padforge.example', password: 'padforge-merch' }

test('a product page with a forum link: the widget lists the forum’s latest topics with reply badges', async ({
  page,
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL as string
  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  await logIn(staff, MERCHANDISER)
  const settings = (await (await staff.get('/api/globals/site-settings')).json()) as { forumUrl: string | null }
  const found = await staff.get('/api/products?where[type][equals]=others&where[status][equals]=active&depth=0&limit=1')
  const product = ((await found.json()) as { docs: Array<{ name: string; slug: string }> }).docs[0]!
  const forumLink = `${FORUM_PEER_URL}/c/controllers/4`
  try {
    expect((await staff.post('/api/globals/site-settings', { data: { forumUrl: forumLink } })).status()).toBe(200)
    await page.goto(`/product/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ask in our forum' })).toHaveAttribute('href', forumLink)

    // DEMO_FORUM's topics, newest activity first, the pinned welcome left out; replies are the posts after the first.
    const widget = page.locator('[data-forum-widget]')
    await expect(widget.getByRole('heading', { name: 'From the forum' })).toBeVisible()
    const topics = widget.getByRole('listitem')
    await expect(topics).toHaveCount(4)
    await expect(topics.nth(0)).toContainText('Best thumbstick caps for Elite Series 2?')
    await expect(topics.nth(0)).toContainText('99+') // 150 replies
    await expect(topics.nth(1)).toContainText('Rapid Fire timing on PS5: what works')
    await expect(topics.nth(1).getByText('99', { exact: true })).toBeVisible()
    await expect(topics.nth(2)).toContainText('Back paddles: hair trigger or clicky?')
    await expect(topics.nth(3)).toContainText('Macro remap for fighting games')
    await expect(widget).not.toContainText('Welcome to the Padforge forum')
    await expect(widget.getByRole('link', { name: 'Best thumbstick caps for Elite Series 2?' })).toHaveAttribute(
      'href',
      `${FORUM_PEER_URL}/t/best-thumbstick-caps-for-elite-series-2/12`,
    )
    await expectAccessible(page)
    await widget.scrollIntoViewIfNeeded()
    await widget.screenshot({ path: '/tmp/shots-compare/forum-widget.png' })
  } finally {
    await staff.post('/api/globals/site-settings', { data: { forumUrl: settings.forumUrl } })
    await staff.dispose()
  }
})
