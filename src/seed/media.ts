import type { SeedContext } from './context'

function remember(ctx: SeedContext, requested: string, id: number, stored: string | null | undefined): number {
  ctx.mediaIds.set(requested, id)
  ctx.mediaFiles.set(id, stored ?? requested)
  return id
}

/** Stores an image in the media collection once per file name; later runs reuse it. */
export async function ensureMedia(
  ctx: SeedContext,
  filename: string,
  alt: string,
  render: () => Promise<Buffer>,
): Promise<number> {
  const cached = ctx.mediaIds.get(filename)
  if (cached) return cached
  const found = await ctx.payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    // The seed writes the demo store as the system, not as a user.
    overrideAccess: true,
  })
  const existing = found.docs[0]
  if (existing) return remember(ctx, filename, existing.id, existing.filename)
  const data = await render()
  const mimetype = filename.endsWith('.webp') ? 'image/webp' : filename.endsWith('.svg') ? 'image/svg+xml' : 'image/png'
  const doc = await ctx.payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype, name: filename, size: data.length },
    // The seed writes the demo store as the system, not as a user.
    overrideAccess: true,
    depth: 0,
  })
  return remember(ctx, filename, doc.id, doc.filename)
}
