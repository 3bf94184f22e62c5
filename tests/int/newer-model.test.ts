import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { newerModelEndpoint } from '../../src/plugins/creator/endpoints'
import { testPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const check = async (platform: string) => {
  const response = await newerModelEndpoint.handler({ payload, routeParams: { platform } } as unknown as PayloadRequest)
  return { status: response.status, body: await response.json() }
}
const platformNamed = async (slug: string) =>
  (await payload.find({ collection: 'platforms', where: { slug: { equals: slug } }, limit: 1, depth: 0 })).docs[0]!

describe('GET /api/creator/check-newer-model/{platform}', () => {
  it('points PS4 to the PS5 creator and Xbox One S to the Series X; others have none; 404 for an unknown platform', async () => {
    expect(await check('ps4')).toEqual({
      status: 200,
      body: { exists: true, inStock: true, platform: { slug: 'ps5', name: 'PS5', path: '/PS5-Custom-Controller' } },
    })
    expect((await check('xbox-one-s')).body.platform).toMatchObject({ slug: 'xbox-series-x' })
    expect(await check('ps5')).toEqual({ status: 200, body: { exists: false, inStock: false, platform: null } })
    expect((await check('atari-2600')).status).toBe(404)
  })

  it("says out of stock when the newer platform's hardware is", async () => {
    const ps5 = await platformNamed('ps5')
    const before = ps5.hardwares ?? []
    await payload.update({
      collection: 'platforms',
      id: ps5.id,
      data: { hardwares: before.map((h) => ({ ...h, stock: 0 })) },
      overrideAccess: true,
    })
    try {
      expect((await check('ps4')).body).toMatchObject({ exists: true, inStock: false })
    } finally {
      await payload.update({ collection: 'platforms', id: ps5.id, data: { hardwares: before }, overrideAccess: true })
    }
  })

  it('refuses a platform as its own newer model', async () => {
    const ps4 = await platformNamed('ps4')
    await expect(
      payload.update({ collection: 'platforms', id: ps4.id, data: { newerModel: ps4.id }, overrideAccess: true }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'newerModel', message: 'A platform cannot be its own newer model.' }] },
    })
  })
})
