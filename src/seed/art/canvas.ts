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

/** An axis-aligned box. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * Bounds of the points of path data made only of absolute M/L/C/Q/Z commands
 * (what symmetricD, circleD's callers etc. build). Control points are included,
 * so this is a superset of the exact geometric bounds, which is all a filter
 * region needs.
 */
export function pathBounds(d: string): Box {
  if (/[^MLCQZ0-9.\s,eE+-]/.test(d))
    throw new Error(`pathBounds: only absolute M/L/C/Q/Z path data is supported: ${d.slice(0, 60)}`)
  const nums = (d.match(/-?\d*\.?\d+(?:e[+-]?\d+)?/gi) ?? []).map(Number)
  if (nums.length < 2 || nums.length % 2) throw new Error(`pathBounds: expected coordinate pairs in ${d.slice(0, 60)}`)
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  for (let i = 0; i < nums.length; i += 2) {
    const x = at(nums, i)
    const y = at(nums, i + 1)
    x0 = Math.min(x0, x)
    x1 = Math.max(x1, x)
    y0 = Math.min(y0, y)
    y1 = Math.max(y1, y)
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }
}

/** Standard deviation of the soft (floor and drop) shadows under a controller. */
const SOFT_BLUR = 14

/**
 * A blur filter whose region is the box grown by the blur's reach (3σ; librsvg's
 * box-blur approximation reaches less than that) and clipped to the canvas, in
 * the user space of the filtered element. Blurring only that area instead of the
 * whole canvas gives the same pixels at a fraction of the cost.
 */
function softFilter(id: string, box: Box): string {
  const m = 3 * SOFT_BLUR
  const x = Math.max(0, Math.floor(box.x - m))
  const y = Math.max(0, Math.floor(box.y - m))
  const w = Math.min(CANVAS.width, Math.ceil(box.x + box.width + m)) - x
  const h = Math.min(CANVAS.height, Math.ceil(box.y + box.height + m)) - y
  return `<filter id="${id}" filterUnits="userSpaceOnUse" x="${x}" y="${y}" width="${w}" height="${h}"><feGaussianBlur stdDeviation="${SOFT_BLUR}"/></filter>`
}

/** The soft elliptical contact shadow on the floor under a controller. */
export function floorShadow(cx: number, cy: number, rx: number, ry: number): string {
  return (
    `<defs>${softFilter('softFloor', { x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry })}</defs>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity=".35" filter="url(#softFloor)"/>`
  )
}

/** The soft drop shadow of an outline (absolute M/L/C/Q/Z path data), cast 16px down. */
export function dropShadow(d: string): string {
  return (
    `<defs>${softFilter('softDrop', pathBounds(d))}</defs>` +
    `<path d="${d}" fill="#000" opacity=".45" transform="translate(0 16)" filter="url(#softDrop)"/>`
  )
}
