import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadCreatorView } from '../../src/creator/server/load-creator-view'
import { stackOf } from '../../src/creator/view'
import { MAX_QUANTITY } from '../../src/lib/basket/quantity'
import { SAME_DAY_ASSEMBLY_OPTION_ID, WARRANTY_OPTION_IDS } from '../../src/lib/platforms'
import { creatorDataEndpoint } from '../../src/plugins/creator/endpoints'
import { DEMO, testPayload, userByEmail } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('the creator page data', () => {
  it('holds the engine catalog, a layer image for every default value, groups and the services of the platform', async () => {
    const view = await loadCreatorView(payload, 'ps5')
    expect(view.platform).toMatchObject({ slug: 'ps5', sides: ['front', 'back'] })
    expect(view.services).toEqual([SAME_DAY_ASSEMBLY_OPTION_ID, WARRANTY_OPTION_IDS.ps5])
    expect(view.groups.length).toBeGreaterThan(5)
    expect(view.groups.flatMap((g) => g.options)).not.toContain(SAME_DAY_ASSEMBLY_OPTION_ID)
    const defaults = view.catalog.options.flatMap((o) => o.values.filter((v) => v.isDefault).map((v) => v.id))
    const front = stackOf(view, defaults, 'front')
    expect(front[0]).toBe(view.base.front)
    expect(front.length).toBeGreaterThan(5)
    expect(new Set(front).size).toBe(front.length)
  })

  it('GET /api/creator/data/{platform} answers the spec fields, 404 for an unknown platform', async () => {
    const call = (platform: string) =>
      creatorDataEndpoint.handler({ payload, routeParams: { platform } } as unknown as PayloadRequest)
    const ok = await call('xbox-elite')
    expect(ok.status).toBe(200)
    const body = await ok.json()
    expect(Object.keys(body)).toEqual([
      'platform',
      'groups',
      'bodies',
      'inventory',
      'platform_hardwares',
      'prices',
      'view',
    ])
    expect(body.bodies.some((b: { id: number }) => b.id === 19)).toBe(true)
    const [key, stock] = Object.entries(body.inventory)[0] as [string, { stock: number; policy: number }]
    expect(key).toMatch(/^option_\d+_value_\d+$/)
    expect(stock).toEqual({ stock: expect.any(Number), policy: expect.any(Number) })
    expect((await call('atari-2600')).status).toBe(404)
  })

  it('tells shoppers stock only up to the largest quantity; admins get the real counts', async () => {
    const admin = await userByEmail(payload, DEMO.admin)
    const inventory = async (user: unknown) => {
      const response = await creatorDataEndpoint.handler({
        payload,
        user,
        routeParams: { platform: 'ps4' },
      } as unknown as PayloadRequest)
      const body = (await response.json()) as { inventory: Record<string, { stock: number }> }
      return Object.values(body.inventory).map((i) => i.stock)
    }
    expect(Math.max(...(await inventory(null)))).toBe(MAX_QUANTITY)
    expect(Math.max(...(await inventory(admin)))).toBeGreaterThan(MAX_QUANTITY)
  })
})
