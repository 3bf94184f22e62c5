// Writes that invalidate a page's cache, for the "uncached" figures of bench/pages.mjs: signed in as the demo admin,
// each edit moves a price (or the free-shipping threshold) by one cent and back, so the store ends as it started.

const ADMIN = { email: 'admin@padforge.example', password: 'padforge-admin' }

/** A REST client signed in as the demo admin (one sign-in: they are rate limited). */
export async function adminClient(url) {
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADMIN),
  })
  if (!login.ok) throw new Error(`Signing in as the demo admin answered ${login.status} (is the store seeded?).`)
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ')
  const call = async (method, path, body) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`)
    return res.json()
  }
  return {
    /** The session cookie, for requests of one's own (pages of the admin). */
    cookie,
    get: (path) => call('GET', path),
    patch: (path, body) => call('PATCH', path, body),
    post: call.bind(null, 'POST'),
  }
}

/** An edit that toggles a number field by one cent on each call; `restore()` puts the first value back. */
function toggler(read, write) {
  let start = null
  let flip = false
  return {
    async run() {
      start ??= await read()
      flip = !flip
      await write(start + (flip ? 1 : 0))
    },
    async restore() {
      if (start !== null) await write(start)
    },
  }
}

/** Site settings: every page's header shows the free-shipping threshold, so every page and read is invalidated. */
export const siteWideEdit = (admin) =>
  toggler(
    async () => (await admin.get('/api/globals/site-settings')).freeShippingThreshold,
    (value) => admin.post('/api/globals/site-settings', { freeShippingThreshold: value }),
  )

/** The edit a merchandiser would make to what the page shows (null: none for this page). */
export async function ownEdit(admin, page) {
  if (page.name === 'creator' || page.name === 'api') {
    const data = await admin.get('/api/creator/data/ps5')
    const key = Object.entries(data.prices).find(([, p]) => p.price > 0)?.[0]
    const id = Number(key?.split('_value_')[1])
    return toggler(
      async () => (await admin.get(`/api/option-values/${id}?depth=0`)).price,
      (price) => admin.patch(`/api/option-values/${id}`, { price }),
    )
  }
  // A content page shows no product: the site-wide edit is its only one.
  if (page.name === 'content') return null
  const productId =
    page.name === 'product'
      ? Number(page.path.split('/').pop())
      : (await admin.get('/api/products?limit=1&depth=0&where[featured][equals]=true')).docs[0]?.id
  if (!productId) return null
  return toggler(
    async () => (await admin.get(`/api/products/${productId}?depth=0`)).price,
    (price) => admin.patch(`/api/products/${productId}`, { price }),
  )
}
