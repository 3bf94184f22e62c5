import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { imageOf } from '../../src/lib/relations'
import { restClient } from './http'
import { DEMO, DEMO_PASSWORDS, testPayload } from './payload'

// Uploaded files as pages use them (fast pages: images): kept by browsers instead of downloaded on every view, and named
// in pages by a site-relative path with their version, so next/image can resize them and a replaced file shows at once.

let payload: Payload
const { rest, as } = restClient(() => payload, DEMO_PASSWORDS)
beforeAll(async () => {
  payload = await testPayload()
})

async function anImage() {
  const media = (await payload.find({ collection: 'media', where: { mimeType: { equals: 'image/png' } }, limit: 1 }))
    .docs[0]
  if (!media) throw new Error('the demo store has no PNG')
  return media
}

describe('media files', () => {
  it('are served to guests with a Cache-Control that lets browsers keep them', async () => {
    const media = await anImage()
    const res = await rest(`/media/file/${encodeURIComponent(String(media.filename))}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
  })

  it('are named in pages by a path on this site carrying their version, which changes when the file does', async () => {
    const media = await anImage()
    const ref = imageOf(media)
    expect(ref?.url).toBe(`/api/media/file/${media.filename}?v=${Date.parse(media.updatedAt).toString(36)}`)
    const later = { ...media, updatedAt: new Date(Date.parse(media.updatedAt) + 1000).toISOString() }
    expect(imageOf(later)?.url).not.toBe(ref?.url)
  })
})

async function newImage(name: string) {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
    overrideAccess: true,
  })
}

describe('deleting a media file', () => {
  it('is refused with 409 naming what uses it while a product gallery or an Amazon item needs it, and changes nothing', async () => {
    const media = await newImage(`held-${Date.now()}`)
    const product = await payload.create({
      collection: 'products',
      data: {
        name: 'Delete guard pad',
        slug: `delete-guard-pad-${media.id}`,
        type: 'others',
        price: 1999,
        status: 'active',
        inStock: true,
        availableQuantity: 5,
        images: [{ image: media.id }],
      },
      overrideAccess: true,
      depth: 0,
    })
    const amazon = await payload.create({
      collection: 'amazon-products',
      data: { group: 'delete-guard', title: 'Stand', sort: 1, image: media.id, link: 'https://www.amazon.com/s?k=1' },
      overrideAccess: true,
    })
    const merchandiser = { email: DEMO.merchandiser }
    const refused = await rest(`/media/${media.id}`, await as(merchandiser, { method: 'DELETE' }))
    expect(refused.status).toBe(409)
    expect((await refused.json()).errors[0].message).toBe(
      'This file cannot be deleted: 1 Product and 1 Amazon product use it. Replace or remove it there first.',
    )
    expect((await payload.findByID({ collection: 'media', id: media.id, depth: 0 })).filename).toBe(media.filename)
    const kept = await payload.findByID({ collection: 'products', id: product.id, depth: 0 })
    expect(kept.images?.[0]?.image).toBe(media.id)

    await payload.delete({ collection: 'amazon-products', id: amazon.id, overrideAccess: true })
    const stillHeld = await rest(`/media/${media.id}`, await as(merchandiser, { method: 'DELETE' }))
    expect(stillHeld.status).toBe(409)
    expect((await stillHeld.json()).errors[0].message).toMatch(/^This file cannot be deleted: 1 Product uses it\./)

    await payload.update({ collection: 'products', id: product.id, data: { images: [] }, overrideAccess: true })
    const deleted = await rest(`/media/${media.id}`, await as(merchandiser, { method: 'DELETE' }))
    expect(deleted.status).toBe(200)
    expect((await payload.count({ collection: 'media', where: { id: { equals: media.id } } })).totalDocs).toBe(0)
    await payload.delete({ collection: 'products', id: product.id, overrideAccess: true })
  })
})
