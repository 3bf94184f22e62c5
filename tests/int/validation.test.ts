import type { Payload } from 'payload'
import { ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return JSON.stringify((error as ValidationError).data)
  }
  throw new Error('expected a validation error')
}

const platformId = async () =>
  (await payload.find({ collection: 'platforms', where: { slug: { equals: 'ps5' } }, limit: 1 })).docs[0]!.id
const countOf = async (collection: 'platforms' | 'option-values' | 'products') =>
  (await payload.count({ collection })).totalDocs

describe('catalog field validation', () => {
  it('refuses a platform with a bad slug or a negative or fractional price, and stores nothing', async () => {
    const before = await countOf('platforms')
    expect(
      await rejection(
        payload.create({
          collection: 'platforms',
          data: { name: 'Bad', slug: 'Bad Slug', basePrice: 100, previewSides: ['front'] },
        }),
      ),
    ).toMatch(/lower-case letters/)
    expect(
      await rejection(
        payload.create({
          collection: 'platforms',
          data: { name: 'Bad', slug: 'bad', basePrice: -1, previewSides: ['front'] },
        }),
      ),
    ).toMatch(/Base price/)
    expect(
      await rejection(
        payload.create({
          collection: 'platforms',
          data: { name: 'Bad', slug: 'bad', basePrice: 10.5, previewSides: ['front'] },
        }),
      ),
    ).toMatch(/whole number of cents/)
    expect(await countOf('platforms')).toBe(before)
  })

  it('refuses a duplicate platform slug', async () => {
    await expect(
      payload.create({
        collection: 'platforms',
        data: { name: 'PS5 again', slug: 'ps5', basePrice: 100, previewSides: ['front'] },
      }),
    ).rejects.toThrow(ValidationError)
  })

  it('refuses option values with a bad colour, stock or stock policy', async () => {
    const option = (
      await payload.find({ collection: 'options', limit: 1, where: { template: { equals: 'variation-list' } } })
    ).docs[0]!.id
    const before = await countOf('option-values')
    const base = { name: 'Test value', option, price: 0, stockPolicy: 1 }
    expect(await rejection(payload.create({ collection: 'option-values', data: { ...base, color: 'red' } }))).toMatch(
      /hex colour/,
    )
    expect(await rejection(payload.create({ collection: 'option-values', data: { ...base, stockPolicy: 3 } }))).toMatch(
      /Stock policy must be 1 or 2/,
    )
    expect(await rejection(payload.create({ collection: 'option-values', data: { ...base, stock: -2 } }))).toMatch(
      /Stock/,
    )
    expect(await countOf('option-values')).toBe(before)
  })

  it('refuses malformed option maps with the place of the fault', async () => {
    const option = (await payload.find({ collection: 'options', limit: 1 })).docs[0]!
    expect(
      await rejection(
        payload.update({ collection: 'options', id: option.id, data: { maps: { backShell: { black: [1] } } } }),
      ),
    ).toMatch(/Configuration maps is invalid at/)
    const unchanged = await payload.findByID({ collection: 'options', id: option.id })
    expect(unchanged.maps).toEqual(option.maps)
  })

  it('refuses a product whose saved configuration is not a creator selection', async () => {
    const before = await countOf('products')
    const message = await rejection(
      payload.create({
        collection: 'products',
        data: {
          name: 'Broken build',
          slug: 'broken-build',
          status: 'active',
          type: 'modded_controller',
          price: 1000,
          platform: await platformId(),
          configuration: { selected: { options: {}, quantity: 9 } },
        },
      }),
    )
    expect(message).toMatch(/Configuration is invalid/)
    expect(await countOf('products')).toBe(before)
  })

  it('refuses a creator page without a platform and a page path that is not a site path', async () => {
    expect(
      await rejection(
        payload.create({ collection: 'pages', data: { title: 'x', path: '/New-Creator', kind: 'creator' } }),
      ),
    ).toMatch(/needs a platform/)
    expect(
      await rejection(payload.create({ collection: 'pages', data: { title: 'x', path: 'no-slash', kind: 'content' } })),
    ).toMatch(/site path/)
  })

  it('fills slug and uid of a new product', async () => {
    // slug and uid are left out on purpose: the hooks fill them.
    const data = { name: 'Grip Tape Pro', type: 'others', price: 599, status: 'active' } as {
      name: string
      type: 'others'
      price: number
      status: 'active'
      slug: string
    }
    const product = await payload.create({ collection: 'products', data })
    expect(product.slug).toBe('grip-tape-pro')
    expect(product.uid).toMatch(/^[0-9A-F]{8}$/)
    await payload.delete({ collection: 'products', id: product.id })
  })
})
