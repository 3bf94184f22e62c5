/** Reusable controller pieces (sticks, face buttons, d-pads, wells) drawn with a Painter. */
import { circleD, type Point, roundRectD } from './canvas'
import type { Painter } from './shading'
import { at } from './util'

const f = (v: number) => Number(v.toFixed(2))

export type StickStyle = 'ps' | 'xbox' | 'switch' | 'deck' | 'edge'

/** A thumbstick seen from above: convex skirt, dished top and a grip texture. */
export function stick(p: Painter, x: number, y: number, r: number, style: StickStyle): string {
  const out: string[] = []
  out.push(p.path(circleD(x, y, r), { shadow: { blur: 6, dy: 7, opacity: 0.55 }, gloss: 0.45, rim: 2.5 }))
  const dish = style === 'xbox' ? r * 0.74 : style === 'switch' ? r * 0.8 : r * 0.72
  out.push(p.path(circleD(x, y + 1, dish), { concave: true, gloss: 0, plain: true, rim: 1.5 }))
  const ink = p.ink
  if (style === 'xbox') {
    // ring of grip dots between dish and skirt
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2
      out.push(
        `<circle cx="${f(x + Math.cos(a) * r * 0.87)}" cy="${f(y + Math.sin(a) * r * 0.87)}" r="${f(r * 0.045)}" fill="${ink}" opacity=".35"/>`,
      )
    }
  } else if (style === 'ps' || style === 'edge') {
    // raised ring at the dish edge
    out.push(
      `<circle cx="${x}" cy="${f(y + 1)}" r="${f(dish + r * 0.07)}" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="${f(r * 0.06)}"/>`,
    )
    if (style === 'edge')
      out.push(
        `<circle cx="${x}" cy="${f(y + 1)}" r="${f(dish * 0.55)}" fill="none" stroke="${ink}" stroke-opacity=".35" stroke-width="2"/>`,
      )
  } else if (style === 'deck') {
    out.push(`<circle cx="${x}" cy="${f(y + 1)}" r="${f(dish * 0.5)}" fill="${ink}" opacity=".12"/>`)
  } else {
    // switch: fine concentric grip rings
    for (const k of [0.35, 0.55]) {
      out.push(
        `<circle cx="${x}" cy="${f(y + 1)}" r="${f(dish * k)}" fill="none" stroke="${ink}" stroke-opacity=".18" stroke-width="1.5"/>`,
      )
    }
  }
  return out.join('')
}

export type Glyph = 'triangle' | 'circle' | 'cross' | 'square' | 'A' | 'B' | 'X' | 'Y'

/** Stroke path for a glyph centred at (x, y) fitting in a box of size s. */
export function glyphD(g: Glyph, x: number, y: number, s: number): string {
  const h = s / 2
  switch (g) {
    case 'triangle':
      return `M${f(x)} ${f(y - h)}L${f(x + h * 1.05)} ${f(y + h * 0.75)}H${f(x - h * 1.05)}Z`
    case 'circle':
      return circleD(x, y, h)
    case 'cross':
      return `M${f(x - h)} ${f(y - h)}L${f(x + h)} ${f(y + h)}M${f(x + h)} ${f(y - h)}L${f(x - h)} ${f(y + h)}`
    case 'square':
      return `M${f(x - h * 0.85)} ${f(y - h * 0.85)}h${f(h * 1.7)}v${f(h * 1.7)}h${f(-h * 1.7)}Z`
    case 'A':
      return `M${f(x - h * 0.7)} ${f(y + h)}L${f(x)} ${f(y - h)}L${f(x + h * 0.7)} ${f(y + h)}M${f(x - h * 0.4)} ${f(y + h * 0.3)}H${f(x + h * 0.4)}`
    case 'B':
      return (
        `M${f(x - h * 0.55)} ${f(y + h)}V${f(y - h)}H${f(x + h * 0.1)}` +
        `C${f(x + h * 0.75)} ${f(y - h)} ${f(x + h * 0.75)} ${f(y - h * 0.05)} ${f(x + h * 0.1)} ${f(y - h * 0.05)}H${f(x - h * 0.55)}` +
        `M${f(x + h * 0.1)} ${f(y - h * 0.05)}C${f(x + h * 0.85)} ${f(y - h * 0.05)} ${f(x + h * 0.85)} ${f(y + h)} ${f(x + h * 0.1)} ${f(y + h)}H${f(x - h * 0.55)}`
      )
    case 'X':
      return `M${f(x - h * 0.65)} ${f(y - h)}L${f(x + h * 0.65)} ${f(y + h)}M${f(x + h * 0.65)} ${f(y - h)}L${f(x - h * 0.65)} ${f(y + h)}`
    case 'Y':
      return `M${f(x - h * 0.65)} ${f(y - h)}L${f(x)} ${f(y)}L${f(x + h * 0.65)} ${f(y - h)}M${f(x)} ${f(y)}V${f(y + h)}`
  }
}

/** Four face buttons in a diamond (top, right, bottom, left) with glyphs in the ink shade. */
export function faceButtons(
  p: Painter,
  cx: number,
  cy: number,
  spread: number,
  r: number,
  glyphs: readonly [top: Glyph, right: Glyph, bottom: Glyph, left: Glyph],
): string {
  const pos: readonly Point[] = [
    [cx, cy - spread],
    [cx + spread, cy],
    [cx, cy + spread],
    [cx - spread, cy],
  ]
  return pos
    .map(([x, y], i) => {
      const g = at(glyphs, i, 'face button')
      const size = g === 'circle' || g === 'square' ? r * 0.78 : r * 0.82
      return (
        p.path(circleD(x, y, r), { shadow: { blur: 4, dy: 5, opacity: 0.5 }, gloss: 0.6, rim: 2 }) +
        `<path d="${glyphD(g, x, y + (g === 'triangle' ? 2 : 0), size)}" fill="none" stroke="${p.ink}" stroke-width="${f(r * 0.13)}" stroke-linejoin="round" stroke-linecap="round" opacity=".9"/>`
      )
    })
    .join('')
}

/** Unit vectors of the four d-pad directions: up, right, down, left. */
const DIRECTIONS: readonly Point[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
]

/** A plus-shaped d-pad with a dished centre. */
export function dpadCross(p: Painter, cx: number, cy: number, reach: number, arm: number): string {
  const a = arm / 2
  const r = arm * 0.22
  const d =
    `M${f(cx - a + r)} ${f(cy - reach)}H${f(cx + a - r)}Q${f(cx + a)} ${f(cy - reach)} ${f(cx + a)} ${f(cy - reach + r)}V${f(cy - a)}` +
    `H${f(cx + reach - r)}Q${f(cx + reach)} ${f(cy - a)} ${f(cx + reach)} ${f(cy - a + r)}V${f(cy + a - r)}Q${f(cx + reach)} ${f(cy + a)} ${f(cx + reach - r)} ${f(cy + a)}` +
    `H${f(cx + a)}V${f(cy + reach - r)}Q${f(cx + a)} ${f(cy + reach)} ${f(cx + a - r)} ${f(cy + reach)}H${f(cx - a + r)}Q${f(cx - a)} ${f(cy + reach)} ${f(cx - a)} ${f(cy + reach - r)}` +
    `V${f(cy + a)}H${f(cx - reach + r)}Q${f(cx - reach)} ${f(cy + a)} ${f(cx - reach)} ${f(cy + a - r)}V${f(cy - a + r)}Q${f(cx - reach)} ${f(cy - a)} ${f(cx - reach + r)} ${f(cy - a)}` +
    `H${f(cx - a)}V${f(cy - reach + r)}Q${f(cx - a)} ${f(cy - reach)} ${f(cx - a + r)} ${f(cy - reach)}Z`
  const arrows = DIRECTIONS.map(([dx, dy]) => {
    const tx = cx + dx * reach * 0.72
    const ty = cy + dy * reach * 0.72
    const s = arm * 0.16
    return `M${f(tx + dx * s)} ${f(ty + dy * s)}L${f(tx - dx * s + dy * s)} ${f(ty - dy * s + dx * s)}L${f(tx - dx * s - dy * s)} ${f(ty - dy * s - dx * s)}Z`
  }).join('')
  return (
    p.path(d, { shadow: { blur: 5, dy: 6, opacity: 0.5 }, gloss: 0.5, rim: 2 }) +
    p.path(circleD(cx, cy, arm * 0.3), { concave: true, gloss: 0, plain: true, rim: 0 }) +
    `<path d="${arrows}" fill="${p.ink}" opacity=".45"/>`
  )
}

/** PlayStation-style d-pad: four separate arrow keys pointing outwards. */
export function dpadArrows(p: Painter, cx: number, cy: number, reach: number, w: number): string {
  const keys: string[] = []
  const inner = w * 0.62
  for (const [dx, dy] of DIRECTIONS) {
    // local frame: u along the arrow (outwards), v across
    const P = (u: number, v: number) => `${f(cx + dx * u - dy * v)} ${f(cy + dy * u + dx * v)}`
    const a = w / 2
    const r = w * 0.2
    const d =
      `M${P(inner, 0)}L${P(inner + a * 0.8, a)}L${P(reach - r, a)}Q${P(reach, a)} ${P(reach, a - r)}` +
      `L${P(reach, -a + r)}Q${P(reach, -a)} ${P(reach - r, -a)}L${P(inner + a * 0.8, -a)}Z`
    keys.push(p.path(d, { shadow: { blur: 4, dy: 5, opacity: 0.5 }, gloss: 0.55, rim: 2 }))
    const t = reach * 0.78
    keys.push(
      `<path d="M${P(t + w * 0.12, 0)}L${P(t - w * 0.1, w * 0.16)}L${P(t - w * 0.1, -w * 0.16)}Z" fill="${p.ink}" opacity=".45"/>`,
    )
  }
  return keys.join('')
}

/** Xbox Series style hybrid d-pad: a faceted disc with a cross embossed into it. */
export function dpadDisc(p: Painter, cx: number, cy: number, r: number): string {
  const pts: string[] = []
  for (let i = 0; i < 8; i++) {
    const a = ((i + 0.5) / 8) * Math.PI * 2
    pts.push(`${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}`)
  }
  const cross = r * 0.34
  return (
    p.path(`M${pts.join('L')}Z`, { shadow: { blur: 5, dy: 6, opacity: 0.5 }, gloss: 0.55, rim: 2 }) +
    `<path d="M${f(cx - r * 0.86)} ${cy}H${f(cx + r * 0.86)}M${cx} ${f(cy - r * 0.86)}V${f(cy + r * 0.86)}" stroke="${p.ink}" stroke-opacity=".22" stroke-width="${f(cross)}" stroke-linecap="round"/>` +
    p.path(circleD(cx, cy, r * 0.25), { concave: true, gloss: 0, plain: true, rim: 0 })
  )
}

/** A recessed hole (neutral, for the base layer): dark with an inner shadow at the top. */
export function well(x: number, y: number, r: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#141518"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#wellShade)"/>`
  )
}

export const WELL_DEFS =
  '<radialGradient id="wellShade" cx=".5" cy=".62" r=".55"><stop offset=".55" stop-color="#3a3d43" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></radialGradient>'

/** A small neutral pill button (share/options/view/menu), for the base layer. */
export function pill(x: number, y: number, w: number, h: number): string {
  return (
    `<path d="${roundRectD(x - w / 2, y - h / 2, w, h, Math.min(w, h) / 2)}" fill="#1d1f23" stroke="#4a4d54" stroke-width="1.5"/>` +
    `<path d="${roundRectD(x - w / 2 + 2, y - h / 2 + 2, w - 4, h / 2, Math.min(w, h) / 2)}" fill="#fff" opacity=".08"/>`
  )
}
