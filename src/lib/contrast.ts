import { isHexColor } from '@/lib/color'

function channel(value: number): number {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

function luminance(hex: string): number {
  const h = hex.slice(1)
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const WHITE = '#ffffff'
const INK = '#14161c'
const FALLBACK_BADGE = '#3f4654'

/** Badge colours: the label's own colour with white text, or dark text when white would fail AA (4.5:1). */
export function badgeColors(color: string | null | undefined): { background: string; color: string } {
  const background = isHexColor(color) ? color : FALLBACK_BADGE
  return { background, color: contrastRatio(background, WHITE) >= 4.5 ? WHITE : INK }
}
