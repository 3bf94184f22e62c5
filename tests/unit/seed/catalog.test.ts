import { beforeAll, describe, expect, it } from 'vitest'
import { optionMapsSchema } from '../../../src/lib/option-maps'
import { STOCK_POLICY_CONTINUE } from '../../../src/lib/platforms'
import { buildCatalog, type Catalog } from '../../../src/seed/data/catalog'
import { IdAllocator } from '../../../src/seed/data/ids'
import { PLATFORM_SEEDS } from '../../../src/seed/data/platforms'

let catalog: Catalog
beforeAll(() => {
  catalog = buildCatalog()
})

const optionsOf = (slug: string) => catalog.options.filter((o) => o.platforms.includes(slug))
const option = (slug: string, name: string) => optionsOf(slug).find((o) => o.name === name)

describe('demo platforms', () => {
  it('has the eleven platforms with the spec slugs', () => {
    expect(PLATFORM_SEEDS.map((p) => p.slug).sort()).toEqual(
      [
        'nintendo-switch',
        'ps3',
        'ps4',
        'ps5',
        'ps5-edge',
        'steam-deck',
        'xbox-360',
        'xbox-elite',
        'xbox-one',
        'xbox-one-s',
        'xbox-series-x',
      ].sort(),
    )
  })

  it('cycles Nintendo front, top, back and every other platform front, back', () => {
    for (const p of PLATFORM_SEEDS) {
      expect(p.sides).toEqual(p.slug === 'nintendo-switch' ? ['front', 'top', 'back'] : ['front', 'back'])
    }
  })

  it('binds the creator routes named in creator.md', () => {
    const paths = PLATFORM_SEEDS.map((p) => p.creatorPath)
    for (const path of [
      '/PS5-Custom-Controller',
      '/Custom-PS5-Edge-Controller',
      '/Xbox-Series-X-Custom-Controller',
      '/Custom-Steam-Deck',
      '/controller-creator/build-your-own-ps4-controller',
      '/controller-creator/build-your-own-xbox-elite-controller',
      '/controller-creator/build-your-own-nintendo-switch-pro-controller',
    ]) {
      expect(paths).toContain(path)
    }
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('demo option catalog', () => {
  it('is deterministic', () => {
    expect(buildCatalog()).toEqual(catalog)
  })

  it('keeps ids unique', () => {
    const valueIds = catalog.options.flatMap((o) => o.values.map((v) => v.id))
    expect(new Set(valueIds).size).toBe(valueIds.length)
    expect(new Set(catalog.options.map((o) => o.id)).size).toBe(catalog.options.length)
  })

  it('makes Same Day Assembly option 9 on every platform with same-day assembly', () => {
    const sda = catalog.options.find((o) => o.id === 9)
    expect(sda?.name).toBe('Same Day Assembly')
    expect(sda?.platforms.sort()).toEqual(
      PLATFORM_SEEDS.filter((p) => p.sda)
        .map((p) => p.slug)
        .sort(),
    )
  })

  it('uses Extended Warranty 10 for xbox-one and ps4, 43 for xbox-360 and ps3, 47 for one more platform', () => {
    const warranty = (id: number) => catalog.options.find((o) => o.id === id)
    expect(warranty(10)?.platforms.sort()).toEqual(['ps4', 'xbox-one'])
    expect(warranty(43)?.platforms.sort()).toEqual(['ps3', 'xbox-360'])
    expect(warranty(47)?.platforms).toHaveLength(1)
    for (const id of [10, 43, 47]) expect(warranty(id)?.name).toBe('Extended Warranty')
  })

  it('makes value 19 the default Xbox Elite body', () => {
    const body = option('xbox-elite', 'Body')
    expect(body?.values.find((v) => v.isDefault)?.id).toBe(19)
    expect(catalog.defaultBodies['xbox-elite']).toBe(19)
  })

  it("offers the PS5 body colours of the spec and an 'Exclusive Designs' group", () => {
    const names = option('ps5', 'Body')?.values.map((v) => v.name) ?? []
    for (const colour of [
      'Midnight Black',
      'Cosmic Red',
      'Galactic Purple',
      'Nova Pink',
      'Starlight Blue',
      'Grey Camouflage',
    ]) {
      expect(names).toContain(colour)
    }
    expect(option('ps5', 'Body')?.values.some((v) => v.group === 'Exclusive Designs')).toBe(true)
  })

  it('exercises every group creator.md names', () => {
    const groups = new Set(catalog.options.map((o) => o.group))
    for (const name of [
      'Body',
      'Back Shell',
      'Buttons',
      'D-pad',
      'Touchpad',
      'Triggers',
      'Grip Panels',
      'LED Running Lights',
      'Rapid Fire',
      'Paddles',
      'Mimic Buttons',
      'Performance Package',
      'Macro Remap',
      'Advanced Back',
      'Advanced Inputs',
    ]) {
      expect(groups, name).toContain(name)
    }
    expect(catalog.mods.length).toBeGreaterThan(0)
    expect(catalog.packages.length).toBeGreaterThan(0)
    expect(catalog.macros.length).toBeGreaterThan(0)
  })

  it('gives each platform exactly one default per option with values, in stock', () => {
    for (const o of catalog.options.filter((o) => o.values.length)) {
      const defaults = o.values.filter((v) => v.isDefault)
      expect(defaults, `${o.name} on ${o.platforms}`).toHaveLength(1)
      expect(defaults[0]!.stock).toBeGreaterThan(0)
    }
  })

  it('includes sold out values and values sold on back-order (policy 2)', () => {
    const values = catalog.options.flatMap((o) => o.values)
    expect(values.some((v) => v.stock === 0 && v.stockPolicy !== STOCK_POLICY_CONTINUE)).toBe(true)
    expect(values.some((v) => v.stock === 0 && v.stockPolicy === STOCK_POLICY_CONTINUE)).toBe(true)
  })

  it('draws a layer for every coloured value', () => {
    for (const o of catalog.options)
      for (const v of o.values) if (v.paint) expect(v.part, `${o.name}/${v.name}`).toBeDefined()
  })

  it('writes valid configuration maps and links colour kits to real values', () => {
    for (const o of catalog.options) if (o.maps) expect(optionMapsSchema.safeParse(o.maps).success, o.name).toBe(true)
    const kit = option('ps5', 'Color Kits')?.values.find((v) => v.name === 'Stealth Kit')
    const keys = kit?.group?.split(',') ?? []
    expect(keys.length).toBeGreaterThan(1)
    for (const key of keys) {
      const [, optionId, , valueId] = key.split('_').map(Number) as number[]
      expect(
        catalog.options.find((o) => o.id === optionId)?.values.some((v) => v.id === valueId),
        key,
      ).toBe(true)
    }
  })

  it('puts only mods of the same platform into packages', () => {
    for (const pack of catalog.packages) {
      for (const id of pack.mods) expect(catalog.mods.find((m) => m.id === id)?.platforms).toEqual(pack.platforms)
    }
  })
})

describe('id allocator', () => {
  it('hands out ids in order, skipping reserved ones', () => {
    const ids = new IdAllocator(8, [9, 10])
    expect([ids.take(), ids.take(), ids.take()]).toEqual([8, 11, 12])
  })
})
