import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { imageOf } from '../../src/lib/relations'
import { restClient } from './http'
import { DEMO_PASSWORDS, testPayload } from './payload'

// Uploaded files as pages use them (fast pages: images): kept by browsers instead of downloaded on every view, and named
// in pages by a site-relative path with their version, so next/image can resize them and a replaced file shows at once.

let payload: Payload
const { rest } = restClient(() => payload, DEMO_PASSWORDS)
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
