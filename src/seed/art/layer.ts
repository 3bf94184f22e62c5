/** Builds the full-canvas SVG of one layer. */
import { CANVAS, CX, svgDocument } from './canvas'
import { assertColors } from './color'
import { ALL_PARTS } from './order'
import { familyOf, partsOf } from './platforms'
import { createPainter } from './shading'
import type { Finish, LayerSpec, Part, Side } from './types'

/** The neutral dark grey of the base layer (inner parts, shadow), independent of colour choices. */
export const BASE_GREY = '#2b2d31'

const FINISHES: readonly Finish[] = ['solid', 'metallic', 'camo', 'clear', 'pattern']

export function layerSvg(spec: LayerSpec): string | null {
  const family = familyOf(spec.platform)
  if (!['front', 'top', 'back'].includes(spec.side)) {
    throw new Error(`Unknown side ${JSON.stringify(spec.side)}: expected front, top or back`)
  }
  if (!ALL_PARTS.includes(spec.part)) throw new Error(`Unknown part ${JSON.stringify(spec.part)}`)
  const finish = spec.finish ?? 'solid'
  if (!FINISHES.includes(finish)) throw new Error(`Unknown finish ${JSON.stringify(spec.finish)}`)
  // the base layer is neutral and may be requested without colours
  if (spec.part === 'base') {
    if (spec.colors !== undefined && spec.colors.length > 0) assertColors(spec.colors)
  } else {
    assertColors(spec.colors)
  }
  if (!partsOf(spec.platform, spec.side).includes(spec.part)) return null
  const painter = spec.part === 'base' ? createPainter([BASE_GREY]) : createPainter(spec.colors, finish)
  const drawn = halfOf(spec.part)
  const body = family.draw({ platform: spec.platform, side: spec.side, part: drawn?.part ?? spec.part }, painter)
  if (body === null) return null
  return svgDocument(painter.defs(), drawn ? clipToHalf(body, drawn.left, spec.side) : body)
}

/** ledLeft / ledRight draw the LED strips, clipped to one half of the controller. */
function halfOf(part: Part): { part: Part; left: boolean } | null {
  if (part === 'ledLeft') return { part: 'led', left: true }
  if (part === 'ledRight') return { part: 'led', left: false }
  return null
}

/** Seen from the back, the controller's left is on the viewer's right. */
function clipToHalf(body: string, left: boolean, side: Side): string {
  const onViewersLeft = side === 'back' ? !left : left
  const x = onViewersLeft ? 0 : CX
  return (
    `<clipPath id="led-half" clipPathUnits="userSpaceOnUse"><rect x="${x}" y="0" width="${CX}" height="${CANVAS.height}"/></clipPath>` +
    `<g clip-path="url(#led-half)">${body}</g>`
  )
}
