import { type APIRequestContext, request as api, type Browser, expect, test } from '@playwright/test'
import { logIn } from './support/checks'

// Cached pages (docs/caching.md): every catalog page is served from the cache until the data it shows changes, then
// rendered afresh on the very next request, while every other page stays cached; what differs per shopper is asked
// for apart (GET /api/session) and never stored in a page.

const MERCHANDISER = { email: 'merchandiser@padforge.example', password: 'padforge-merch' }
const ADMIN = { email: 'admin@padforge.example', password: 'padforge-admin' }
const CUSTOMER = { email: 'customer@padforge.example', password: 'padforge-customer' }
const PS5 = '/PS5-Custom-Controller'
const STEAM_DECK = '/Custom-Steam-Deck'
const WARRANTY = '/warranty'

type Who = { email: string; password: string }

/** `x-nextjs-cache` of a GET: HIT (from the cache), MISS (rendered now) or STALE. */
async function cacheOf(request: APIRequestContext, path: string): Promise<{ state: string; html: string }> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return { state: response.headers()['x-nextjs-cache'] ?? 'none', html: await response.text() }
}

/** Loads each page until it comes from the cache. */
async function warm(request: APIRequestContext, ...paths: string[]) {
  for (const path of paths) {
    await cacheOf(request, path)
    expect((await cacheOf(request, path)).state, path).toBe('HIT')
  }
}

/** An API client of its own (its own cookies), signed in as `who`. */
async function apiAs(who: Who): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL as string
  const client = await api.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  await logIn(client, who)
  return client
}

async function contextAs(browser: Browser, who?: Who | APIRequestContext) {
  const baseURL = test.info().project.use.baseURL as string
  // A signed-in API client's cookies are reused as they are (no second sign-in).
  const storageState = who && 'storageState' in who ? await who.storageState() : undefined
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { origin: baseURL },
  })
  if (who && !('storageState' in who)) await logIn(context.request, who)
  return context
}

// One sign-in per role for the whole file: sign-ins are rate limited per account (src/server/rate-limit).
let admin: APIRequestContext
let merchandiser: APIRequestContext
test.beforeAll(async ({ request }) => {
  // A creator path the tests rely on exists (the seed's Steam Deck creator).
  expect((await request.get(STEAM_DECK)).status()).toBe(200)
  admin = await apiAs(ADMIN)
  merchandiser = await apiAs(MERCHANDISER)
})
test.afterAll(async () => {
  await admin?.dispose()
  await merchandiser?.dispose()
})

test("a merchandiser's price edit shows on the next load of that platform's pages; other pages stay cached", async ({
  request,
}) => {
  const staff = merchandiser
  const data = await (await request.get('/api/creator/data/ps5')).json()
  const [key, price] = Object.entries(data.prices as Record<string, { price: number }>).find(
    ([, p]) => p.price > 0,
  ) as [string, { price: number }]
  const valueId = Number(key.split('_value_')[1])
  const edited = 98_765

  await warm(request, PS5, STEAM_DECK, WARRANTY, '/')
  const patch = await staff.patch(`/api/option-values/${valueId}`, { data: { price: edited } })
  expect(patch.status()).toBe(200)
  try {
    const page = await cacheOf(request, PS5)
    expect(page.state).toBe('MISS')
    expect(page.html).toContain(String(edited))
    expect((await (await request.get('/api/creator/data/ps5')).json()).prices[key].price).toBe(edited)
    for (const other of [STEAM_DECK, WARRANTY, '/']) expect((await cacheOf(request, other)).state, other).toBe('HIT')
    expect((await cacheOf(request, PS5)).state).toBe('HIT')
  } finally {
    await staff.patch(`/api/option-values/${valueId}`, { data: { price: price.price } })
  }
  expect((await cacheOf(request, PS5)).html).not.toContain(String(edited))
})

test("a part selling out shows as sold out on the next load; stock the page doesn't tell keeps the cache", async ({
  request,
}) => {
  const staff = merchandiser
  const list = await (
    await staff.get('/api/option-values?depth=2&limit=300&where[isDefault][equals]=false&where[stock][greater_than]=10')
  ).json()
  const value = list.docs.find((v: { option: { platforms: Array<{ slug: string }> } }) =>
    v.option.platforms.some((p) => p.slug === 'ps5'),
  ) as { id: number; stock: number; option: { id: number } }
  expect(value).toBeTruthy()
  const key = `option_${value.option.id}_value_${value.id}`
  const setStock = async (stock: number) =>
    expect((await staff.patch(`/api/option-values/${value.id}`, { data: { stock } })).status()).toBe(200)

  await warm(request, PS5, STEAM_DECK)
  try {
    await setStock(value.stock - 1)
    expect((await cacheOf(request, PS5)).state).toBe('HIT')
    await setStock(0)
    expect((await cacheOf(request, PS5)).state).toBe('MISS')
    expect((await (await request.get('/api/creator/data/ps5')).json()).inventory[key].stock).toBe(0)
    expect((await cacheOf(request, STEAM_DECK)).state).toBe('HIT')
  } finally {
    await setStock(value.stock)
  }
})

test('a site setting shows on every page at once; a content page edit only on that page', async ({ request }) => {
  const staff = admin
  const settings = await (await staff.get('/api/globals/site-settings')).json()
  const pages = await (await request.get(`/api/pages?where[path][equals]=${WARRANTY}&depth=0`)).json()
  const warranty = pages.docs[0] as { id: number; title: string }

  await warm(request, PS5, WARRANTY, '/')
  try {
    expect((await staff.post('/api/globals/site-settings', { data: { freeShippingThreshold: 12_345 } })).status()).toBe(
      200,
    )
    for (const path of [PS5, WARRANTY, '/']) {
      const page = await cacheOf(request, path)
      expect(page.state, path).toBe('MISS')
      expect(page.html, path).toContain('$123.45')
    }
    await warm(request, PS5, WARRANTY, '/')
    expect(
      (await staff.patch(`/api/pages/${warranty.id}`, { data: { title: 'Our warranty, renewed' } })).status(),
    ).toBe(200)
    const page = await cacheOf(request, WARRANTY)
    expect(page.state).toBe('MISS')
    expect(page.html).toContain('Our warranty, renewed')
    for (const other of [PS5, '/']) expect((await cacheOf(request, other)).state, other).toBe('HIT')
  } finally {
    await staff.post('/api/globals/site-settings', { data: { freeShippingThreshold: settings.freeShippingThreshold } })
    await staff.patch(`/api/pages/${warranty.id}`, { data: { title: warranty.title } })
  }
})

test("an admin's approval shows the review on the next load of its pages only", async ({ request }) => {
  const staff = admin
  const headline = `Cache review ${Date.now()}`
  const created = await request.post('/api/reviews', {
    data: { platform_id: 'ps5', stars: 5, headline, name: 'Cache Tester', text: 'Great grip and clicky buttons.' },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).review.id as number

  await warm(request, PS5, '/configured-controller-reviews/ps5', STEAM_DECK)
  try {
    expect((await cacheOf(request, PS5)).html).not.toContain(headline)
    expect((await staff.patch(`/api/reviews/${id}`, { data: { status: 'approved' } })).status()).toBe(200)
    for (const path of [PS5, '/configured-controller-reviews/ps5']) {
      const page = await cacheOf(request, path)
      expect(page.state, path).toBe('MISS')
      expect(page.html, path).toContain(headline)
    }
    expect((await cacheOf(request, STEAM_DECK)).state).toBe('HIT')
  } finally {
    await staff.delete(`/api/reviews/${id}`)
  }
})

test("a signed-in admin's page never reaches a guest: the HTML is the same, the admin mode fills in apart", async ({
  browser,
}) => {
  const signedIn = await contextAs(browser, admin)
  const guest = await contextAs(browser)
  try {
    const adminPage = await signedIn.newPage()
    await adminPage.goto(PS5)
    await expect(adminPage.getByRole('radio', { name: 'Create' })).toBeVisible({ timeout: 20_000 })

    const adminHtml = await (await signedIn.request.get(PS5)).text()
    const guestResponse = await guest.request.get(PS5)
    expect(guestResponse.headers()['x-nextjs-cache']).toBe('HIT')
    const guestHtml = await guestResponse.text()
    expect(guestHtml).toBe(adminHtml)
    expect(guestHtml).not.toContain('In Stock:')

    const guestPage = await guest.newPage()
    await guestPage.goto(PS5)
    await expect(guestPage.getByRole('button', { name: /add to cart/i })).toBeVisible()
    await expect(guestPage.getByRole('radio', { name: 'Create' })).toHaveCount(0)
    expect(await (await guest.request.get('/api/session')).json()).toEqual({ viewer: null })
    expect((await guest.request.get('/api/creator/admin-view/ps5')).status()).toBe(401)
  } finally {
    await signedIn.close()
    await guest.close()
  }
})

test('two customers never see each other: each gets their own session, their own review buttons, their own cart', async ({
  browser,
}) => {
  const staff = admin
  const stamp = Date.now()
  const second = { email: `cache-${stamp}@padforge.example`, password: `second-${stamp}` }
  const made = await staff.post('/api/users', {
    data: { ...second, firstName: 'Second', lastName: 'Shopper', role: 'customer' },
  })
  expect(made.status()).toBe(201)
  const secondId = (await made.json()).doc.id as number

  const first = await contextAs(browser, CUSTOMER)
  const other = await contextAs(browser, second)
  const headline = `Mine ${stamp}`
  let reviewId: number | null = null
  try {
    const created = await first.request.post('/api/reviews', {
      data: { platform_id: 'ps5', stars: 4, headline, name: 'Cust O.', text: 'Mine, and only mine to edit.' },
    })
    expect(created.status()).toBe(201)
    reviewId = (await created.json()).review.id as number
    expect((await staff.patch(`/api/reviews/${reviewId}`, { data: { status: 'approved' } })).status()).toBe(200)

    const firstSession = (await (await first.request.get('/api/session')).json()).viewer
    const otherSession = (await (await other.request.get('/api/session')).json()).viewer
    expect(otherSession.id).toBe(secondId)
    expect(firstSession.id).not.toBe(secondId)

    const reviewsPath = '/configured-controller-reviews/ps5'
    const mine = await first.newPage()
    await mine.goto(reviewsPath)
    const card = (page: typeof mine) => page.getByRole('listitem').filter({ hasText: headline })
    await expect(card(mine).getByRole('button', { name: 'Edit' })).toBeVisible()
    const theirs = await other.newPage()
    await theirs.goto(reviewsPath)
    await expect(card(theirs)).toBeVisible()
    await expect(card(theirs).getByRole('button', { name: 'Edit' })).toHaveCount(0)

    // Carts live in each browser: one shopper's cart never shows in the other's.
    await mine.evaluate(() => localStorage.setItem('padforge-cart-probe', 'first'))
    expect(await theirs.evaluate(() => localStorage.getItem('padforge-cart-probe'))).toBeNull()
  } finally {
    if (reviewId !== null) await staff.delete(`/api/reviews/${reviewId}`)
    await staff.delete(`/api/users/${secondId}`)
    await first.close()
    await other.close()
  }
})
