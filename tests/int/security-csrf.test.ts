// The session cookie counts only from the store's own origins (Payload's `csrf` list, src/security/origins.ts).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../src/payload-types'
import { testPayload } from './payload'
import { newUser } from './users'

let payload: Payload
let product: Product
let cookie: string

beforeAll(async () => {
  payload = await testPayload()
  product = (await payload.find({ collection: 'products', limit: 1, depth: 0 })).docs[0]!
  // This file's own merchandiser: signing the shared demo one in here could end a session another file holds.
  const merchandiser = await newUser(payload, 'merchandiser', 'csrf-merch')
  const { token } = await payload.login({
    collection: 'users',
    data: { email: merchandiser.email, password: merchandiser.password },
  })
  cookie = `payload-token=${token}`
  // No document lock left by another test may answer 423 instead.
  await payload.delete({ collection: 'payload-locked-documents', where: {}, overrideAccess: true })
})

/** PATCH a product's name with the merchandiser's cookie and the given extra headers, as a browser would send it. */
async function rename(headers: Record<string, string>) {
  const { handleEndpoints } = await import('payload')
  const response = await handleEndpoints({
    config: payload.config,
    request: new Request(`http://localhost:3000/api/products/${product.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie, ...headers },
      body: JSON.stringify({ name: product.name }),
    }),
  })
  return response.status
}

describe('serverURL and csrf', () => {
  it('default to this machine on PORT', () => {
    const port = process.env.PORT || '3000'
    expect(payload.config.serverURL).toEqual(
      process.env.PUBLIC_SERVER_URL ? expect.any(String) : `http://localhost:${port}`,
    )
    expect(payload.config.csrf).toEqual(
      expect.arrayContaining([payload.config.serverURL, `http://localhost:${port}`, `http://127.0.0.1:${port}`]),
    )
  })

  it('a staff cookie sent from another site acts as a guest', async () => {
    expect(await rename({ origin: 'https://evil.example' })).toBe(403)
    expect(await rename({ origin: 'null' })).toBe(403)
    // No Origin and a browser saying the request is cross-site.
    expect(await rename({ 'sec-fetch-site': 'cross-site' })).toBe(403)
  })

  it('the same cookie from the store itself edits', async () => {
    expect(await rename({ origin: payload.config.serverURL })).toBe(200)
    expect(await rename({ origin: `http://127.0.0.1:${process.env.PORT || '3000'}` })).toBe(200)
    expect(await rename({ 'sec-fetch-site': 'same-origin' })).toBe(200)
  })
})
