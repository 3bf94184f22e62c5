import { expect, type Page, test } from '@playwright/test'
import { expectAccessible, logIn } from './support/checks'
import { newCustomerPage } from './support/customers'

// Recently viewed (storefront.md sections 3, 4, 7): viewed ids kept in the browser, the slider filled from the server
// and shown only when not empty; a signed-in customer's history kept on the server, with /account/recently-viewed.

/** Two products a shopper can open: a standard product (its page at /product/{slug}) and a configured controller. */
async function twoProducts(page: Page) {
  const standard = await (
    await page.request.get('/api/products?where[type][equals]=others&where[status][equals]=active&limit=1&depth=0')
  ).json()
  const configured = await (
    await page.request.get(
      '/api/products?where[isConfigurable][equals]=true&where[status][equals]=active&limit=1&depth=0',
    )
  ).json()
  return { standard: standard.docs[0], configured: configured.docs[0] }
}

const slider = (page: Page) => page.getByRole('region', { name: 'Recently viewed' })

/** Opens a product's page and waits until the browser has remembered the view (it does so once hydrated). */
async function view(page: Page, path: string, id: number) {
  await page.goto(path)
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('padforge.viewed') ?? '[]') as number[]))
    .toContain(id)
}

test('a guest: no slider before viewing anything; after two products the listing shows both, newest first', async ({
  page,
}) => {
  const { standard, configured } = await twoProducts(page)
  await page.goto('/Controller-Grips')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(slider(page)).toHaveCount(0)

  await view(page, `/product/${standard.slug}`, standard.id)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(standard.name)
  await view(page, `/configured-controller/${configured.id}`, configured.id)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(configured.name)
  // On a product's page the slider leaves that product out.
  await expect(slider(page).getByRole('article')).toHaveCount(1)
  await expect(slider(page)).toContainText(standard.name)

  await page.goto('/store')
  const cards = slider(page).getByRole('article')
  await expect(cards).toHaveCount(2)
  await expect(cards.nth(0)).toContainText(configured.name.slice(0, 20))
  await expect(cards.nth(1)).toContainText(standard.name.slice(0, 20))
  await expectAccessible(page)
})

test("a customer's history follows them to another browser; Clear asks first, then forgets it", async ({ browser }) => {
  const { page, email, password } = await newCustomerPage(browser, {
    prefix: 'viewed',
    firstName: 'Vera',
    lastName: 'Viewer',
  })
  const { standard, configured } = await twoProducts(page)
  await view(page, `/product/${standard.slug}`, standard.id)
  await view(page, `/configured-controller/${configured.id}`, configured.id)
  await expect(slider(page).getByRole('article')).toHaveCount(1)

  // Another browser, signed in as the same customer: nothing in its storage, the history comes from the server.
  const other = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
  })
  await logIn(other.request, { email, password })
  const phone = await other.newPage()
  await phone.goto('/account/recently-viewed')
  await expect(phone.getByRole('heading', { level: 1, name: 'Recently Viewed' })).toBeVisible()
  await expect(phone.getByRole('status').filter({ hasText: /products?$/ })).toHaveText('2 products')
  await expect(phone.getByRole('main').getByRole('article').first()).toContainText(configured.name.slice(0, 20))
  await expectAccessible(phone)

  await phone.getByRole('button', { name: 'Clear history' }).click()
  const ask = phone.getByRole('group', { name: 'Clear your browsing history?' })
  await expect(ask.getByRole('button', { name: 'Keep' })).toBeFocused()
  await ask.getByRole('button', { name: 'Clear', exact: true }).click()
  await expect(phone.getByText('Products you look at will show here')).toBeVisible()
  await phone.reload()
  await expect(phone.getByText('Products you look at will show here')).toBeVisible()
  await other.close()
  await page.context().close()
})
