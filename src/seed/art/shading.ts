/**
 * The Painter turns plain geometry into "product render" shapes: a finish fill,
 * a top-light/bottom-shadow shading overlay, a soft specular highlight, a rim
 * light and an optional contact shadow, all derived from the part's colour.
 */
import { contrastShade, darken, lighten, luminance } from './color'
import { finishFill, palette } from './finishes'
import type { Finish, Painter, ShapeOptions } from './types'

export type { Painter, ShapeOptions }

/** Creates a painter for one layer. Ids are local to the layer document. */
export function createPainter(colors: string[], finish: Finish = 'solid'): Painter {
  const pal = palette(colors)
  const main = pal[0]
  const ink = contrastShade(main)
  const fill = finishFill('fin', colors, finish)
  const light = luminance(main)
  const extraDefs: string[] = []
  const isClear = finish === 'clear'
  const gloss0 = finish === 'metallic' ? 0.75 : isClear ? 0.8 : 0.5
  // darker colours need a stronger highlight to read as 3D, lighter ones a stronger shadow
  const hi = 0.16 + (1 - light) * 0.16
  const lo = 0.2 + light * 0.18

  const defs = [
    fill.defs,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="${hi.toFixed(3)}"/>` +
      `<stop offset=".42" stop-color="#fff" stop-opacity="0"/>` +
      `<stop offset=".7" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="${lo.toFixed(3)}"/></linearGradient>`,
    `<linearGradient id="shadeIn" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#000" stop-opacity="${(lo * 1.1).toFixed(3)}"/>` +
      `<stop offset=".55" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#fff" stop-opacity="${(hi * 0.9).toFixed(3)}"/></linearGradient>`,
    `<radialGradient id="spec" cx=".32" cy=".2" r=".62" fx=".3" fy=".16">` +
      `<stop offset="0" stop-color="#fff" stop-opacity=".55"/>` +
      `<stop offset=".45" stop-color="#fff" stop-opacity=".12"/>` +
      `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="rim" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${lighten(main, 0.75)}" stop-opacity=".9"/>` +
      `<stop offset=".45" stop-color="${lighten(main, 0.4)}" stop-opacity=".15"/>` +
      `<stop offset="1" stop-color="${darken(main, 0.6)}" stop-opacity=".7"/></linearGradient>`,
  ]
  const filters = new Map<string, string>()
  const blurFilter = (b: number) => {
    const id = `blur${b}`
    if (!filters.has(id))
      filters.set(
        id,
        `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${b}"/></filter>`,
      )
    return id
  }

  const shape = (tag: string, geometry: string, o: ShapeOptions = {}): string => {
    const g = `<${tag} ${geometry} ${o.attrs ?? ''}`
    const out: string[] = []
    if (o.shadow) {
      const id = blurFilter(o.shadow.blur)
      out.push(
        `<g transform="translate(0 ${o.shadow.dy})" filter="url(#${id})" opacity="${o.shadow.opacity ?? 0.45}">${g} fill="#000"/></g>`,
      )
    }
    if (o.color) {
      out.push(`${g} fill="${o.color}"/>`)
    } else if (o.plain) {
      out.push(`${g} fill="${main}" fill-opacity="${fill.opacity}"/>`)
    } else {
      out.push(`${g} fill="${fill.fill}" fill-opacity="${fill.opacity}"/>`)
    }
    out.push(`${g} fill="url(#${o.concave ? 'shadeIn' : 'shade'})"/>`)
    const gl = o.gloss ?? gloss0
    if (gl > 0) out.push(`${g} fill="url(#spec)" opacity="${gl.toFixed(2)}"/>`)
    const rim = o.rim ?? 2
    if (rim > 0) out.push(`${g} fill="none" stroke="url(#rim)" stroke-width="${rim}" opacity="${isClear ? 1 : 0.8}"/>`)
    return out.join('')
  }

  return {
    main,
    colors: pal,
    finish,
    ink,
    shape,
    path: (d, o) => shape('path', `d="${d}"`, o),
    glow(d, width) {
      const id = blurFilter(Math.round(width * 1.2))
      const core = lighten(main, 0.55)
      return (
        `<path d="${d}" fill="none" stroke="${main}" stroke-width="${width * 3}" stroke-linecap="round" opacity=".55" filter="url(#${id})"/>` +
        `<path d="${d}" fill="none" stroke="${main}" stroke-width="${width}" stroke-linecap="round"/>` +
        `<path d="${d}" fill="none" stroke="${core}" stroke-width="${Math.max(1, width * 0.4)}" stroke-linecap="round"/>`
      )
    },
    defs: () => defs.join('') + extraDefs.join('') + [...filters.values()].join(''),
  }
}

/** A painter that only emits bare geometry (no fills), for building masks from part outlines. */
export const HOLE: Painter = {
  main: '#000000',
  colors: ['#000000', '#000000', '#000000'],
  finish: 'solid',
  ink: 'none',
  shape: (tag, geometry, o) => (o?.concave || o?.gloss === 0 ? '' : `<${tag} ${geometry} ${o?.attrs ?? ''}/>`),
  path(d, o) {
    return this.shape('path', `d="${d}"`, o)
  },
  glow: () => '',
  defs: () => '',
}
