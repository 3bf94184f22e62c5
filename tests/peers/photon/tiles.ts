/**
 * Map tiles for the stand-in: a 256 px PNG per `{z}/{x}/{y}` drawn with sharp from a small SVG (a light land colour,
 * a chequer by tile so panning shows, a grid line and the tile's coordinates), made once and kept.
 */
import sharp from 'sharp'

const made = new Map<string, Promise<Buffer>>()

function svgOf(z: number, x: number, y: number): string {
  const fill = (x + y) % 2 === 0 ? '#eef1ea' : '#e6ebe2'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="${fill}"/>
  <path d="M0 128H256M128 0V256" stroke="#d4dbcc" stroke-width="6"/>
  <path d="M0 0H256V256" fill="none" stroke="#c9d1c0" stroke-width="1"/>
  <text x="10" y="22" font-family="sans-serif" font-size="12" fill="#8a9482">${z}/${x}/${y}</text>
</svg>`
}

/** The tile's PNG, or null for coordinates outside the zoom level's grid. */
export function tilePng(z: number, x: number, y: number): Promise<Buffer> | null {
  if (!Number.isInteger(z) || z < 0 || z > 19) return null
  const size = 2 ** z
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= size || y >= size) return null
  const key = `${z}/${x}/${y}`
  let png = made.get(key)
  if (!png) {
    png = sharp(Buffer.from(svgOf(z, x, y)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer()
    made.set(key, png)
    if (made.size > 2000) made.delete(made.keys().next().value as string)
  }
  return png
}
