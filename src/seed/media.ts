import type { SeedContext } from './context'

/** Stores an image in the media collection once per file name; later runs reuse it. */
export async function ensureMedia(
  { payload, mediaIds: byFilename }: SeedContext,
  filename: string,
  alt: string,
  render: () => Promise<Buffer>,
): Promise<number> {
  const cached = byFilename.get(filename)
  if (cached) return cached
  const found = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = found.docs[0]
  if (existing) {
    byFilename.set(filename, existing.id)
    return existing.id
  }
  const data = await render()
  const mimetype = filename.endsWith('.webp') ? 'image/webp' : filename.endsWith('.svg') ? 'image/svg+xml' : 'image/png'
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype, name: filename, size: data.length },
    overrideAccess: true,
    depth: 0,
  })
  byFilename.set(filename, doc.id)
  return doc.id
}
