/** The shared canvas every layer is drawn on, plus small geometry helpers. */
import { at } from './util'

export const CANVAS = { width: 1000, height: 800 } as const

/** Horizontal centre line: every controller is drawn symmetric around it. */
export const CX = CANVAS.width / 2

export function svgDocument(defs: string, body: string): string {
  const { width, height } = CANVAS
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  )
}

const n = (v: number) => Number(v.toFixed(2)).toString()

/** A closed circle as path data (so it can be combined with other subpaths, e.g. holes). */
export function circleD(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`
}

export function ellipseD(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`
}

export function roundRectD(x: number, y: number, w: number, h: number, r: number): string {
  const k = Math.min(r, w / 2, h / 2)
  return (
    `M${n(x + k)} ${n(y)}H${n(x + w - k)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + k)}` +
    `V${n(y + h - k)}Q${n(x + w)} ${n(y + h)} ${n(x + w - k)} ${n(y + h)}` +
    `H${n(x + k)}Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - k)}V${n(y + k)}Q${n(x)} ${n(y)} ${n(x + k)} ${n(y)}Z`
  )
}

/** A point, [x, y]. */
export type Point = readonly [x: number, y: number]

/** One cubic Bézier segment of a path: [c1x, c1y, c2x, c2y, x, y] (the start is the previous end). */
export type Cubic = readonly [c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number]

/**
 * Builds a left/right symmetric closed outline from its LEFT half: starts at
 * (CX, top) and runs through `half` cubic segments ending on the centre line
 * (x = CX) at the bottom. The right half is the mirror image, walked back up.
 */
export function symmetricD(top: number, half: readonly Cubic[], mirrorAt = CX): string {
  const m = (x: number) => 2 * mirrorAt - x
  let d = `M${n(mirrorAt)} ${n(top)}`
  for (const [a, b, c, e, x, y] of half) d += `C${n(a)} ${n(b)} ${n(c)} ${n(e)} ${n(x)} ${n(y)}`
  // walk the mirrored half from bottom back to the top
  const starts: Point[] = [[mirrorAt, top]]
  for (const s of half) starts.push([s[4], s[5]])
  for (let i = half.length - 1; i >= 0; i--) {
    const [a, b, c, e] = at(half, i, 'outline segment')
    const [sx, sy] = at(starts, i, 'outline point')
    d += `C${n(m(c))} ${n(e)} ${n(m(a))} ${n(b)} ${n(m(sx))} ${n(sy)}`
  }
  return `${d}Z`
}

/** Mirror path data or markup horizontally around the centre line. */
export function mirrored(markup: string, mirrorAt = CX): string {
  return `<g transform="translate(${2 * mirrorAt} 0) scale(-1 1)">${markup}</g>`
}
