/** Fill definitions for each finish (solid, metallic, camo, clear, pattern). */

import type { Point } from './canvas'
import { darken, hashOf, lighten, luminance, mix, rng } from './color'
import type { Finish, Palette } from './types'
import { at } from './util'

export type { Palette }

/** Up to three colours for finishes that need them, derived from the main colour when missing. */
export function palette(colors: readonly string[]): Palette {
  const main = at(colors, 0, 'colour')
  const dark = luminance(main) > 0.5
  const second = colors[1] ?? (dark ? darken(main, 0.35) : lighten(main, 0.35))
  const third = colors[2] ?? (dark ? mix(main, '#6b6f3a', 0.45) : mix(main, '#3f4a2c', 0.35))
  return [main, second, third]
}

const f = (v: number) => Number(v.toFixed(1))

/** An organic blob path around (cx, cy): a closed smooth polygon with jittered radii. */
function blob(next: () => number, cx: number, cy: number, r: number): string {
  const k = 7
  const pts: Point[] = []
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2 + next() * 0.4
    const rr = r * (0.55 + next() * 0.6)
    pts.push([cx + Math.cos(a) * rr * 1.35, cy + Math.sin(a) * rr])
  }
  // Catmull-Rom-ish smoothing through the midpoints
  const mid = (i: number): Point => {
    const a = at(pts, i % k, 'blob point')
    const b = at(pts, (i + 1) % k, 'blob point')
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]
  }
  const m0 = mid(0)
  let d = `M${f(m0[0])} ${f(m0[1])}`
  for (let i = 1; i <= k; i++) {
    const p = at(pts, i % k, 'blob point')
    const m = mid(i)
    d += `Q${f(p[0])} ${f(p[1])} ${f(m[0])} ${f(m[1])}`
  }
  return `${d}Z`
}

function camoPattern(id: string, c: Palette): string {
  const next = rng(hashOf('camo', ...c))
  const size = 260
  const blobs: string[] = []
  for (const [color, count, r] of [
    [c[1], 9, 34],
    [c[2], 8, 26],
    [darken(c[0], 0.55), 6, 16],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const x = next() * size
      const y = next() * size
      // draw wrapped copies so the tile is seamless
      for (const dx of [-size, 0, size])
        for (const dy of [-size, 0, size]) {
          if (x + dx < -r * 2 || x + dx > size + r * 2 || y + dy < -r * 2 || y + dy > size + r * 2) continue
          blobs.push(`<path d="${blob(rng(hashOf(String(i), color, String(r))), x + dx, y + dy, r)}" fill="${color}"/>`)
        }
    }
  }
  return (
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}" patternTransform="rotate(-18)">` +
    `<rect width="${size}" height="${size}" fill="${c[0]}"/>${blobs.join('')}</pattern>`
  )
}

function stripesPattern(id: string, c: Palette): string {
  return (
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="120" height="120" patternTransform="rotate(35)">` +
    `<rect width="120" height="120" fill="${c[0]}"/><rect y="14" width="120" height="30" fill="${c[1]}"/>` +
    `<rect y="52" width="120" height="8" fill="${c[2]}"/><rect y="92" width="120" height="4" fill="${c[1]}"/></pattern>`
  )
}

function geometricPattern(id: string, c: Palette): string {
  const next = rng(hashOf('geo', ...c))
  const s = 70
  const tris: string[] = []
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 4; col++) {
      const x = col * s
      const y = row * s
      const pick = () =>
        at([c[0], c[1], c[2], lighten(c[0], 0.18), darken(c[1], 0.2)], Math.floor(next() * 5), 'tile colour')
      tris.push(`<path d="M${x} ${y}h${s}L${x} ${y + s}Z" fill="${pick()}"/>`)
      tris.push(`<path d="M${x + s} ${y}v${s}H${x}Z" fill="${pick()}"/>`)
    }
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${s * 4}" height="${s * 4}">${tris.join('')}</pattern>`
}

function galaxyPattern(id: string, c: Palette): string {
  const next = rng(hashOf('galaxy', ...c))
  const size = 400
  const space = darken(c[0], 0.7)
  const stars: string[] = []
  for (let i = 0; i < 70; i++) {
    const r = next() < 0.12 ? 1.8 : 0.5 + next() * 0.8
    stars.push(
      `<circle cx="${f(next() * size)}" cy="${f(next() * size)}" r="${f(r)}" fill="#fff" opacity="${f(0.5 + next() * 0.5)}"/>`,
    )
  }
  return (
    `<radialGradient id="${id}-n1"><stop offset="0" stop-color="${c[1]}" stop-opacity=".85"/><stop offset="1" stop-color="${c[1]}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}-n2"><stop offset="0" stop-color="${c[2]}" stop-opacity=".7"/><stop offset="1" stop-color="${c[2]}" stop-opacity="0"/></radialGradient>` +
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" fill="${space}"/>` +
    `<ellipse cx="120" cy="140" rx="170" ry="90" fill="url(#${id}-n1)" transform="rotate(-25 120 140)"/>` +
    `<ellipse cx="300" cy="290" rx="150" ry="80" fill="url(#${id}-n2)" transform="rotate(20 300 290)"/>` +
    `<ellipse cx="330" cy="60" rx="90" ry="50" fill="url(#${id}-n1)"/>` +
    `${stars.join('')}</pattern>`
  )
}

function metallicGradient(id: string, main: string): string {
  const stops = [
    [0, lighten(main, 0.55)],
    [0.18, main],
    [0.4, lighten(main, 0.3)],
    [0.55, darken(main, 0.25)],
    [0.78, lighten(main, 0.22)],
    [1, darken(main, 0.35)],
  ] as const
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
    '</linearGradient>'
  )
}

export interface FinishFill {
  defs: string
  /** value for the fill attribute */
  fill: string
  /** fill-opacity (translucent for clear) */
  opacity: number
}

/** Builds the base fill of a part for a finish. `id` must be unique in the document. */
const PATTERNS = [stripesPattern, geometricPattern, galaxyPattern] as const

export function finishFill(id: string, colors: readonly string[], finish: Finish): FinishFill {
  const c = palette(colors)
  switch (finish) {
    case 'metallic':
      return { defs: metallicGradient(id, c[0]), fill: `url(#${id})`, opacity: 1 }
    case 'camo':
      return { defs: camoPattern(id, c), fill: `url(#${id})`, opacity: 1 }
    case 'clear':
      return { defs: '', fill: c[0], opacity: 0.42 }
    case 'pattern': {
      const kind = hashOf(...colors) % 3
      const defs = at(PATTERNS, kind, 'pattern kind')(id, c)
      return { defs, fill: `url(#${id})`, opacity: 1 }
    }
    default:
      return { defs: '', fill: c[0], opacity: 1 }
  }
}
