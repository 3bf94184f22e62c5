/** Hex colour parsing, validation and mixing. */
export interface Rgb {
  r: number
  g: number
  b: number
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

export function parseHex(value: string): Rgb {
  if (typeof value !== 'string' || !HEX.test(value)) {
    throw new Error(`Invalid colour ${JSON.stringify(value)}: expected #rgb or #rrggbb`)
  }
  let h = value.slice(1)
  if (h.length === 3) h = h.replace(/./g, (c) => c + c)
  return {
    r: Number.parseInt(h.slice(0, 2), 16),
    g: Number.parseInt(h.slice(2, 4), 16),
    b: Number.parseInt(h.slice(4, 6), 16),
  }
}

export function assertColors(colors: unknown): asserts colors is string[] {
  if (!Array.isArray(colors) || colors.length === 0) {
    throw new Error('colors must be a non-empty array of hex colours (#rgb or #rrggbb)')
  }
  for (const c of colors) parseHex(c as string)
}

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0')

export function toHex({ r, g, b }: Rgb): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`
}

export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a)
  const y = parseHex(b)
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t })
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
export const darken = (c: string, t: number) => mix(c, '#000000', t)

/** Relative luminance 0..1 (sRGB approximation, good enough for shading choices). */
export function luminance(c: string): number {
  const { r, g, b } = parseHex(c)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

/** A shade of the colour that reads clearly on top of it (for button symbols). */
export function contrastShade(c: string): string {
  return luminance(c) > 0.55 ? darken(c, 0.62) : lighten(c, 0.72)
}

/** Small deterministic hash of strings (FNV-1a), used to seed camo/pattern layouts. */
export function hashOf(...parts: string[]): number {
  let h = 0x811c9dc5
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

export { rng } from '../../lib/random'
