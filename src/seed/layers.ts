import { type Finish, type Part, partsOf, renderLayerPng, type Side, zIndexOf } from './art'
import type { SeedContext } from './context'
import { ensureMedia } from './media'

export interface LayerRef {
  side: Side
  part: Part
  zIndex: number
  image: number
}

export interface Look {
  colors: string[]
  finish: Finish
}

const fileName = (platform: string, side: Side, part: Part, look: Look) =>
  `layer-${platform}-${side}-${part}-${look.finish}-${look.colors.map((c) => c.slice(1)).join('-')}.png`

/** Renders (once) and stores the layer images of one part in one look, for every side it appears on. */
export async function ensureLayers(
  ctx: SeedContext,
  platform: string,
  sides: Side[],
  part: Part,
  look: Look,
  alt: string,
): Promise<LayerRef[]> {
  const refs: LayerRef[] = []
  for (const side of sides) {
    if (!partsOf(platform, side).includes(part)) continue
    const name = fileName(platform, side, part, look)
    const image = await ensureMedia(ctx, name, `${alt} (${side})`, async () => {
      const png = await renderLayerPng({ platform, side, part, colors: look.colors, finish: look.finish })
      if (!png) throw new Error(`No ${part} art on the ${side} of ${platform}`)
      ctx.layerPngs.set(name, png)
      return png
    })
    refs.push({ side, part, zIndex: zIndexOf(part, side), image })
  }
  return refs
}
