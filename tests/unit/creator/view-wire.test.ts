import { describe, expect, it } from 'vitest'
import type { CreatorCatalog } from '../../../src/creator/catalog'
import type { CreatorView } from '../../../src/creator/view'
import { packView, unpackView } from '../../../src/creator/view-wire'
import { buildCatalog } from '../../../src/seed/data/catalog'
import { creatorCatalogFromSeed } from '../../../src/seed/data/creator-catalog'

/** A seeded platform's view as the server loads it (load-catalog.ts writes every value's `newPrice`, null or not). */
const viewOf = (catalog: CreatorCatalog) =>
  ({
    catalog: {
      ...catalog,
      options: catalog.options.map((o) => ({
        ...o,
        values: o.values.map((v) => ({ ...v, newPrice: v.newPrice ?? null })),
      })),
    },
    layers: {
      1: [
        { side: 'front', zIndex: 4, url: '/api/media/file/body-front.png?v=1' },
        { side: 'back', zIndex: 2, url: '/api/media/file/body-back.png?v=1' },
      ],
      7: [{ side: 'front', zIndex: 9, url: '/api/media/file/buttons.png?v=2' }],
      // A storage adapter's CDN address, and an upload whose name has a space (percent-encoded in its address).
      8: [
        { side: 'front', zIndex: 3, url: 'https://cdn.example/bucket/trim.png' },
        { side: 'back', zIndex: 3, url: '/api/media/file/trim%20back.png' },
      ],
    },
    groups: [],
  }) as unknown as CreatorView

describe('the creator view on the wire (packView / unpackView)', () => {
  const slugs = Object.keys(buildCatalog().defaultBodies)

  it.each(slugs)('gives the browser the same view it packed (%s)', (slug) => {
    const view = viewOf(creatorCatalogFromSeed(slug))
    expect(unpackView(JSON.parse(JSON.stringify(packView(view))))).toEqual(view)
  })

  it('keeps sorts that do not follow on: gaps, repeats, a first value not at 1', () => {
    const view = viewOf(creatorCatalogFromSeed('ps5'))
    const sorts = [5, 6, 6, 10, 11, 0]
    const at = view.catalog.options.findIndex((o) => o.values.length >= sorts.length)
    const option = view.catalog.options[at] as (typeof view.catalog.options)[number]
    option.values = option.values.slice(0, sorts.length).map((v, i) => ({ ...v, sort: sorts[i] as number }))
    const packed = packView(view).catalog.options[at]?.values.map((v) => v.sort)
    expect(packed).toEqual([5, undefined, 6, 10, undefined, 0])
    expect(unpackView(JSON.parse(JSON.stringify(packView(view))))).toEqual(view)
  })

  it('writes our own uploads’ layers by file name and any other address as it is', () => {
    const packed = packView(viewOf(creatorCatalogFromSeed('ps5')))
    expect(packed.layers[1]?.[0]).toEqual(['front', 4, 'body-front.png?v=1'])
    expect(packed.layers[8]).toEqual([
      ['front', 3, 'https://cdn.example/bucket/trim.png'],
      ['back', 3, 'trim%20back.png'],
    ])
  })

  it('leaves out the flags and prices at their usual values and each value’s option id', () => {
    const catalog = creatorCatalogFromSeed('ps5')
    const plain = catalog.options.flatMap((o) => o.values).find((v) => !v.isDefault && !v.newPrice && !v.isFeatured)
    if (!plain) throw new Error('the PS5 catalog has no plain value')
    const packed = packView(viewOf(catalog))
      .catalog.options.flatMap((o) => o.values)
      .find((v) => v.id === plain.id)
    expect(packed).not.toHaveProperty('optionId')
    expect(packed).not.toHaveProperty('isDefault')
    expect(packed).not.toHaveProperty('newPrice')
    // Values come in order: a sort one more than the value's before it is implied.
    expect(packed).not.toHaveProperty('sort')
    expect(packed).toMatchObject({ id: plain.id, name: plain.name, price: plain.price, stock: plain.stock })
  })

  it('keeps what differs from the usual: a default value, a sale price, tags, linked options', () => {
    const value = {
      id: 7,
      optionId: 3,
      name: 'Glacier White',
      group: 'Solid',
      price: 1000,
      newPrice: 900,
      oldPrice: 1200,
      isDefault: true,
      isDisabled: true,
      isUnavailable: true,
      isFeatured: true,
      stock: 0,
      stockPolicy: 2,
      tags: ['white'],
      sort: 4,
      links: [{ option: 5, value: 6 }],
    }
    const catalog = {
      options: [{ id: 3, name: 'Body', template: 'x', price: 0, isInventoried: true, values: [value] }],
    }
    const packed = packView(viewOf(catalog as unknown as CreatorCatalog))
    const { optionId: _option, ...rest } = value
    expect(packed.catalog.options[0]?.values[0]).toEqual(rest)
    expect(unpackView(packed).catalog.options[0]?.values[0]).toEqual(value)
  })

  it('is smaller by a third or more on a seeded platform', () => {
    const view = viewOf(creatorCatalogFromSeed('ps5'))
    const size = (v: unknown) => JSON.stringify(v).length
    expect(size(packView(view))).toBeLessThan(size(view) * 0.67)
  })
})
