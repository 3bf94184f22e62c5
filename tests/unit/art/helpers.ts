import sharp from 'sharp'

export interface AlphaStats {
  width: number
  height: number
  channels: number
  /** bounding box of pixels with alpha above the threshold, or null if none */
  box: { left: number; top: number; right: number; bottom: number } | null
  /** fraction of pixels in the region with alpha above the threshold */
  opaqueIn(region: { left: number; top: number; width: number; height: number }, min?: number): number
}

/** Decodes a PNG and measures its alpha channel. */
export async function alphaStats(png: Buffer, threshold = 8): Promise<AlphaStats> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const { width, height, channels } = info
  /** alpha of pixel (x, y); throws for coordinates outside the image */
  const alpha = (x: number, y: number): number => {
    const v = x >= 0 && x < width && y >= 0 && y < height ? data[(y * width + x) * channels + 3] : undefined
    if (v === undefined) throw new RangeError(`pixel (${x}, ${y}) is outside the ${width}x${height} image`)
    return v
  }
  let left = width
  let top = height
  let right = -1
  let bottom = -1
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (alpha(x, y) > threshold) {
        if (x < left) left = x
        if (x > right) right = x
        if (y < top) top = y
        if (y > bottom) bottom = y
      }
    }
  return {
    width,
    height,
    channels,
    box: right < 0 ? null : { left, top, right, bottom },
    opaqueIn(r, min = 250) {
      let n = 0
      for (let y = r.top; y < r.top + r.height; y++)
        for (let x = r.left; x < r.left + r.width; x++) if (alpha(x, y) >= min) n++
      return n / (r.width * r.height)
    },
  }
}
