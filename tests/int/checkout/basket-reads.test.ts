// The checkout's SQL reads of the basket (issue 32) give what Payload's finds they replaced gave: every quote and
// order prices from them, so a column read wrong would misprice or oversell without any other test noticing at once.

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { salePlatforms } from '../../../src/plugins/catalog'
import { configurationById, configurationsByUid } from '../../../src/plugins/configurations'
import { testPayload } from '../payload'
import { defaultBuild, requestAs, storeConfiguration } from './fixtures'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('the basket read in SQL', () => {
  it('reads stored configurations as Payload does, by uid and by id, and nothing for an unknown uid', async () => {
    const { selection } = await defaultBuild(payload, 'ps5')
    const first = await storeConfiguration(payload, 'ps5', selection, 'Basket read one')
    const second = await storeConfiguration(payload, 'ps5', selection, 'Basket read "two"')
    const { docs } = await payload.find({
      collection: 'configurations',
      where: { uid: { in: [first, second] } },
      depth: 0,
      pagination: false,
      overrideAccess: true, // the test compares against the collection as stored
    })
    const expected = docs
      .map((d) => ({
        id: d.id,
        uid: d.uid,
        name: d.name,
        selected: d.selected,
        platform: d.platform as number,
        configurable: Boolean(d.configurable),
      }))
      .sort((a, b) => a.id - b.id)

    const read = await configurationsByUid(requestAs(payload), [first, second, 'no-such-configuration-uid'])
    expect(read.sort((a, b) => a.id - b.id)).toEqual(expected)
    expect(await configurationById(payload, expected[0]!.id)).toEqual(expected[0])
    expect(await configurationById(payload, 2_000_000_000)).toBeNull()
    expect(await configurationsByUid(requestAs(payload), [])).toEqual([])
  })

  it('reads every platform with its hardware in order, as Payload does', async () => {
    const { docs } = await payload.find({
      collection: 'platforms',
      depth: 0,
      pagination: false,
      overrideAccess: true, // hardware stock is staff-only; the checkout reads it
    })
    expect(docs.length).toBeGreaterThan(5)
    const expected = docs
      .map((p) => ({
        id: p.id,
        slug: p.slug,
        enabled: p.enabled ?? null,
        hardwares: (p.hardwares ?? []).map((h) => ({ key: h.key, stock: h.stock ?? 0 })),
      }))
      .sort((a, b) => a.id - b.id)
    expect(expected.some((p) => p.hardwares.length > 0)).toBe(true)

    const read = await salePlatforms(
      requestAs(payload),
      docs.map((p) => p.id),
    )
    expect(read.sort((a, b) => a.id - b.id)).toEqual(expected)
    expect(await salePlatforms(requestAs(payload), [])).toEqual([])
  })
})
