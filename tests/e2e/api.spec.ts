import { expect, test } from '@playwright/test'

const CATALOG = [
  'platforms',
  'products',
  'labels',
  'categories',
  'option-groups',
  'options',
  'option-values',
  'mods',
  'packages',
  'macros',
  'pages',
  'media',
]

test('GET /api/platforms lists the eleven platforms', async ({ request }) => {
  const response = await request.get('/api/platforms?limit=50&sort=sort')
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body.totalDocs).toBe(11)
  expect(body.docs.map((p: { slug: string }) => p.slug)).toEqual([
    'ps5',
    'ps5-edge',
    'xbox-series-x',
    'xbox-elite',
    'ps4',
    'xbox-one',
    'xbox-one-s',
    'xbox-360',
    'ps3',
    'nintendo-switch',
    'steam-deck',
  ])
})

for (const slug of CATALOG) {
  test(`a guest gets 403 writing ${slug} and nothing changes`, async ({ request }) => {
    const list = await (await request.get(`/api/${slug}?limit=1&depth=0`)).json()
    const first = list.docs[0]
    expect(first, `${slug} is seeded`).toBeTruthy()
    const create = await request.post(`/api/${slug}`, { data: { name: 'Hacked', title: 'Hacked', alt: 'x' } })
    expect(create.status()).toBe(403)
    const update = await request.patch(`/api/${slug}/${first.id}`, { data: { name: 'Hacked' } })
    expect(update.status()).toBe(403)
    const remove = await request.delete(`/api/${slug}/${first.id}`)
    expect(remove.status()).toBe(403)
    const after = await (await request.get(`/api/${slug}/${first.id}?depth=0`)).json()
    expect(after.updatedAt).toBe(first.updatedAt)
    expect((await (await request.get(`/api/${slug}?limit=1`)).json()).totalDocs).toBe(list.totalDocs)
  })
}

test('a guest cannot list users or change site settings', async ({ request }) => {
  expect((await request.get('/api/users')).status()).toBe(403)
  expect(
    (await request.post('/api/users', { data: { email: 'x@padforge.example', password: 'secret123' } })).status(),
  ).toBe(403)
  expect((await request.post('/api/globals/site-settings', { data: { freeShippingThreshold: 1 } })).status()).toBe(403)
  const settings = await (await request.get('/api/globals/site-settings')).json()
  expect(settings.freeShippingThreshold).toBe(9900)
})

test('the rule lint answers staff only, and passes on the demo rules', async ({ request, playwright, baseURL }) => {
  expect((await request.get('/api/platforms/lint-rules')).status()).toBe(401)
  const staff = await playwright.request.newContext({ baseURL })
  const login = await staff.post('/api/users/login', {
    data: { email: 'merchandiser@padforge.example', password: 'padforge-merch' },
  })
  expect(login.status()).toBe(200)
  const response = await staff.get('/api/platforms/lint-rules?platform=ps5')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ ok: true, results: [{ slug: 'ps5', report: { ok: true } }] })
  expect((await staff.get('/api/platforms/lint-rules?platform=atari-2600')).status()).toBe(404)
  await staff.dispose()
})
