import { describe, expect, it } from 'vitest'
import { withRequestGuard } from '../../../src/endpoints/http/request-guard'

const passed = new Response('handled', { status: 299 })
const guarded = withRequestGuard(async () => passed.clone())

const send = (path: string, init: RequestInit & { length?: boolean } = {}) => {
  const headers = new Headers(init.headers)
  if (typeof init.body === 'string' && init.length !== false) headers.set('content-length', String(init.body.length))
  return guarded(new Request(`http://localhost:3000/api${path}`, { ...init, headers }))
}

describe('the REST request guard', () => {
  it('lets ordinary requests through: GET, DELETE without a body, JSON objects, multipart', async () => {
    expect((await send('/products?limit=1')).status).toBe(299)
    expect((await send('/products/1', { method: 'DELETE' })).status).toBe(299)
    const json = { 'content-type': 'application/json' }
    expect((await send('/products', { method: 'POST', headers: json, body: '{"name":"x"}' })).status).toBe(299)
    const form = new FormData()
    form.set('_payload', '{}')
    expect(
      (await send('/media', { method: 'POST', body: form, headers: { 'transfer-encoding': 'chunked' } })).status,
    ).toBe(299)
  })

  it("lets Payload's read by POST through: a form-encoded query with the method override, as the admin sends it", async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const query = 'depth=0&limit=10&where[id][in][0]=1'
    for (const override of ['x-payload-http-method-override', 'x-http-method-override'])
      expect(
        (await send('/media', { method: 'POST', headers: { ...form, [override]: 'GET' }, body: query })).status,
      ).toBe(299)
    // Without the override a form body is no write Payload can take.
    expect((await send('/media', { method: 'POST', headers: form, body: query })).status).toBe(415)
  })

  it('answers 400 to a path whose percent-encoding does not decode', async () => {
    const response = await send('/reviews/%ED%A0%80%E0%A4%A')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'The request path is not valid UTF-8 percent-encoding.' })
  })

  it('answers 415 to a body that is neither JSON nor multipart, 400 to JSON that is not an object', async () => {
    expect(
      (await send('/products', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' })).status,
    ).toBe(415)
    const json = { 'content-type': 'application/json' }
    expect((await send('/products', { method: 'POST', headers: json, body: '[1,2]' })).status).toBe(400)
    expect((await send('/products', { method: 'PATCH', headers: json, body: '{' })).status).toBe(400)
    expect((await send('/products', { method: 'POST', headers: json, body: 'x'.repeat(3 * 1024 * 1024) })).status).toBe(
      413,
    )
  })

  it('answers 400 to a body nested past 32 levels before anything walks it, and lets 32 through (issue 50)', async () => {
    const json = { 'content-type': 'application/json' }
    const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`
    for (const body of [nested(33), nested(8000), `{"a":${'['.repeat(40)}${']'.repeat(40)}}`]) {
      const response = await send('/payload-preferences/x', { method: 'POST', headers: json, body })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: 'The request body is nested too deeply.' })
    }
    expect((await send('/products', { method: 'POST', headers: json, body: nested(32) })).status).toBe(299)
    // Brackets inside strings are text, not nesting.
    const text = JSON.stringify({ description: '{['.repeat(100) })
    expect((await send('/products', { method: 'POST', headers: json, body: text })).status).toBe(299)
  })

  it('answers 400 to a body holding __proto__, constructor or prototype anywhere, naming where (issue 50)', async () => {
    const json = { 'content-type': 'application/json' }
    for (const [body, message] of [
      ['{"__proto__":{"role":"admin"}}', 'The request body holds the key "__proto__", which is not allowed.'],
      ['{"meta":{"constructor":1}}', 'The request body holds the key "constructor", which is not allowed (at "meta").'],
      ['{"rows":[{"prototype":1}]}', 'The request body holds the key "prototype", which is not allowed (at "rows.0").'],
    ] as const) {
      const response = await send('/products/1', { method: 'PATCH', headers: json, body })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message })
    }
    const words = JSON.stringify({ name: '__proto__', tags: ['constructor'] })
    expect((await send('/products', { method: 'POST', headers: json, body: words })).status).toBe(299)
  })
})
