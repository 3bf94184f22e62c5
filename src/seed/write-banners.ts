import sharp from 'sharp'
import { stackLayers } from './compose'
import type { SeedContext } from './context'
import type { OptionSeed, ValueSeed } from './data/catalog'
import { PLATFORM_SEEDS } from './data/platforms'
import type { LayerRef } from './layers'
import { ensureMedia } from './media'
import type { CatalogIds } from './write-catalog'

/** The option whose variation list shows a 'Gallery' on every platform of the demo store. */
const GALLERY_OPTION = 'Thumbsticks'
/** Banners per gallery: enough for the carousel (it needs 3) and one to scroll to. */
const BANNERS = 4
const WIDTH = 1200
const HEIGHT = 640

/**
 * Gallery banners (creator.md section 2: a 'Gallery' carousel under a variation list): studio shots of the
 * controller wearing each of the first colours of the option, on a backdrop tinted with that colour.
 */
export async function writeBanners(ctx: SeedContext, ids: CatalogIds): Promise<void> {
  let written = 0
  for (const option of ids.catalog.options.filter((o) => o.name === GALLERY_OPTION)) {
    const platform = option.platforms[0]!
    const name = PLATFORM_SEEDS.find((p) => p.slug === platform)?.name ?? platform
    const picks = option.values.filter((v) => !v.isDefault && v.paint).slice(0, BANNERS)
    if (picks.length < 3) continue
    const images: number[] = []
    for (const pick of picks) {
      const layers = frontWith(ids, platform, option, pick)
      const file = `banner-${platform}-${option.id}-${pick.id}.webp`
      const alt = `${pick.name} ${option.name.toLowerCase()} on the ${name} controller`
      images.push(await ensureMedia(ctx, file, alt, () => banner(ctx, layers, pick.paint?.colors[0] ?? '#888888')))
    }
    await ctx.payload.update({
      collection: 'options',
      id: option.id,
      data: { banners: images.map((image) => ({ image })) },
      // The seed writes the demo store as the system, not as a user.
      overrideAccess: true,
      depth: 0,
    })
    written += images.length
  }
  ctx.log(`gallery banners: ${written}`)
}

/** The front of the platform's default controller, with `pick` in place of the option's default value. */
function frontWith(ids: CatalogIds, platform: string, option: OptionSeed, pick: ValueSeed): LayerRef[] {
  const chosen = ids.catalog.options
    .filter((o) => o.platforms.includes(platform) && o.values.length > 0)
    .map((o) => (o.id === option.id ? pick : o.values.find((v) => v.isDefault)))
  const layers = chosen.flatMap((v) => (v ? (ids.valueLayers.get(v.id) ?? []) : []))
  return [...(ids.baseLayers[platform] ?? []), ...layers].filter((l) => l.side === 'front')
}

/** The controller, stacked in z order, centred on a soft backdrop tinted with the featured colour. */
async function banner(ctx: SeedContext, layers: LayerRef[], tint: string): Promise<Buffer> {
  // Trimmed to the controller so it fills the banner.
  const trimmed = await sharp(await stackLayers(ctx, layers))
    .trim()
    .toBuffer()
  const fitted = await sharp(trimmed)
    .resize({ width: Math.round(WIDTH * 0.78), height: Math.round(HEIGHT * 0.84), fit: 'inside' })
    .toBuffer()
  const backdrop =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs><radialGradient id="g" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset=".55" stop-color="${tint}" stop-opacity=".22"/><stop offset="1" stop-color="${tint}" stop-opacity=".45"/></radialGradient></defs>` +
    `<rect width="100%" height="100%" fill="#f4f5f7"/><rect width="100%" height="100%" fill="url(#g)"/></svg>`
  return sharp(Buffer.from(backdrop))
    .composite([{ input: fitted, gravity: 'center' }])
    .webp({ quality: 82 })
    .toBuffer()
}
