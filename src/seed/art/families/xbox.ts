/** Xbox controllers: 360, One, One S, Series X|S and Elite Series 2 (offset stick layout). */
import { type Cubic, CX, circleD, dropShadow, floorShadow, roundRectD, symmetricD } from '../canvas'
import { darken, lighten } from '../color'
import { dpadCross, dpadDisc, faceButtons, stick, WELL_DEFS, well } from '../pieces'
import { HOLE, type Painter } from '../shading'
import type { DrawContext, Family, Part, Side } from '../types'
import { lookup } from '../util'

interface Model {
  top: number
  half: readonly Cubic[]
  lstick: { x: number; y: number }
  rstick: { x: number; y: number }
  dpad: { x: number; y: number; style: 'cross' | 'disc' | 'classic' }
  abxy: { x: number; y: number }
  guide: { y: number; r: number }
  /** view / menu (back / start) buttons */
  small: { dx: number; y: number }
  share: boolean
  /** the original One has a separate glossy top band around the guide button */
  topBand: boolean
  ringOfLight: boolean
  paddles: boolean
}

const modern: Model = {
  top: 200,
  half: [
    [430, 200, 330, 184, 252, 184],
    [178, 184, 128, 214, 110, 276],
    [94, 336, 72, 446, 68, 540],
    [64, 636, 108, 704, 172, 706],
    [234, 708, 266, 664, 290, 614],
    [316, 562, 360, 542, 420, 540],
    [460, 539, 480, 540, 500, 540],
  ],
  lstick: { x: 296, y: 322 },
  rstick: { x: 612, y: 452 },
  dpad: { x: 388, y: 452, style: 'cross' },
  abxy: { x: 704, y: 322 },
  guide: { y: 246, r: 27 },
  small: { dx: 58, y: 322 },
  share: false,
  topBand: false,
  ringOfLight: false,
  paddles: false,
}

const x360: Model = {
  top: 214,
  half: [
    [420, 212, 320, 194, 242, 196],
    [168, 198, 124, 232, 108, 296],
    [92, 360, 74, 462, 78, 548],
    [82, 632, 126, 692, 186, 690],
    [242, 688, 268, 646, 292, 602],
    [316, 560, 370, 550, 420, 550],
    [460, 550, 480, 552, 500, 552],
  ],
  lstick: { x: 290, y: 334 },
  rstick: { x: 614, y: 462 },
  dpad: { x: 386, y: 462, style: 'classic' },
  abxy: { x: 710, y: 334 },
  guide: { y: 318, r: 31 },
  small: { dx: 80, y: 320 },
  share: false,
  topBand: false,
  ringOfLight: true,
  paddles: false,
}

const MODELS: Record<string, Model> = {
  'xbox-360': x360,
  'xbox-one': { ...modern, topBand: true },
  'xbox-one-s': modern,
  'xbox-series-x': { ...modern, share: true, dpad: { ...modern.dpad, style: 'disc' } },
  'xbox-elite': { ...modern, share: true, paddles: true, dpad: { ...modern.dpad, style: 'disc' } },
}

const STICK_R = 45
const model = (platform: string): Model =>
  lookup(MODELS, platform, () => `No Xbox model for platform ${JSON.stringify(platform)}`)
const outline = (m: Model) => symmetricD(m.top, m.half)
const mx = (x: number) => 2 * CX - x

function topBandD(m: Model): string {
  return `M${CX - 175} ${m.top - 20}H${CX + 175}C${CX + 150} ${m.top + 40} ${CX + 90} ${m.top + 82} ${CX} ${m.top + 84}C${CX - 90} ${m.top + 82} ${CX - 150} ${m.top + 40} ${CX - 175} ${m.top - 20}Z`
}

const abxyPos = (m: Model) =>
  [0, 1, 2, 3].map((i) => {
    const a = (i * Math.PI) / 2
    return [m.abxy.x + Math.cos(a) * 44, m.abxy.y + Math.sin(a) * 44] as const
  })

function drawDpad(p: Painter, m: Model): string {
  const { x, y, style } = m.dpad
  if (style === 'disc') return dpadDisc(p, x, y, 40)
  if (style === 'classic') return dpadDisc(p, x, y, 44) + dpadCross(p, x, y, 34, 22)
  return dpadCross(p, x, y, 40, 26)
}

function faceMask(m: Model): string {
  const holes = [
    circleD(m.lstick.x, m.lstick.y, STICK_R + 9),
    circleD(m.rstick.x, m.rstick.y, STICK_R + 9),
    circleD(CX, m.guide.y, m.guide.r + 4),
    circleD(CX - m.small.dx, m.small.y, 14),
    circleD(CX + m.small.dx, m.small.y, 14),
    ...abxyPos(m).map(([x, y]) => circleD(x, y, 26)),
  ]
  if (m.share) holes.push(roundRectD(CX - 16, m.small.y + 28, 32, 18, 9))
  if (m.topBand) holes.push(topBandD(m))
  if (m.ringOfLight) holes.push(circleD(CX, m.guide.y, m.guide.r + 14))
  const dpad = `<g fill="#000" stroke="#000" stroke-width="8" stroke-linejoin="round">${drawDpad(HOLE, m)}</g>`
  return `<mask id="face" maskUnits="userSpaceOnUse" x="0" y="0" width="1000" height="800"><path d="${outline(m)}" fill="#fff"/><path d="${holes.join('')}" fill="#000"/>${dpad}</mask>`
}

const smallButton = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y}" r="12" fill="#1d1f23" stroke="#4a4d54" stroke-width="1.5"/><circle cx="${x}" cy="${y - 3}" r="7" fill="#fff" opacity=".07"/>`

function shadowAndSilhouette(m: Model): string {
  const o = outline(m)
  return `${floorShadow(CX, 738, 390, 26) + dropShadow(o)}<path d="${o}" fill="#25272b"/>`
}

function frontBase(m: Model): string {
  const out = [
    `<defs>${WELL_DEFS}</defs>`,
    shadowAndSilhouette(m),
    well(m.lstick.x, m.lstick.y, STICK_R + 9),
    well(m.rstick.x, m.rstick.y, STICK_R + 9),
    `<circle cx="${m.dpad.x}" cy="${m.dpad.y}" r="50" fill="#1a1b1e"/>`,
    ...abxyPos(m).map(([x, y]) => well(x, y, 26)),
    well(CX, m.guide.y, m.guide.r + 4),
    smallButton(CX - m.small.dx, m.small.y),
    smallButton(CX + m.small.dx, m.small.y),
  ]
  if (m.share)
    out.push(
      `<path d="${roundRectD(CX - 14, m.small.y + 30, 28, 14, 7)}" fill="#1d1f23" stroke="#4a4d54" stroke-width="1.5"/>`,
    )
  if (m.topBand) {
    out.push(
      `<clipPath id="outline" clipPathUnits="userSpaceOnUse"><path d="${outline(m)}"/></clipPath><g clip-path="url(#outline)">` +
        `<path d="${topBandD(m)}" fill="#121316"/>` +
        `<path d="M${CX - 150} ${m.top + 14}C${CX - 80} ${m.top + 36} ${CX + 80} ${m.top + 36} ${CX + 150} ${m.top + 14}" stroke="#fff" stroke-opacity=".18" stroke-width="6" fill="none" stroke-linecap="round"/></g>`,
    )
    out.push(well(CX, m.guide.y, m.guide.r + 4))
  }
  if (m.ringOfLight) out.push(`<circle cx="${CX}" cy="${m.guide.y}" r="${m.guide.r + 14}" fill="#1a1b1e"/>`)
  return out.join('')
}

/** LB/RB peeking over the top on the front; LT/RT + LB/RB seen from the back. */
function triggers(p: Painter, m: Model, side: Side): string {
  const out: string[] = []
  for (const s of [-1, 1]) {
    const a = CX + s * 140
    const b = CX + s * 330
    const L = Math.min(a, b)
    const R = Math.max(a, b)
    const t = m.top - 12
    if (side === 'front') {
      out.push(p.path(roundRectD(L, t - 8, R - L, 40, 16), { gloss: 0.5 }))
      continue
    }
    const lean = s * 18
    const trig = `M${L + 14} ${t + 30}C${L + 10} ${t - 40} ${L + 40 + lean} ${t - 78} ${(L + R) / 2 + lean} ${t - 80}C${R - 40 + lean} ${t - 78} ${R - 8} ${t - 40} ${R - 14} ${t + 30}Z`
    out.push(p.path(trig, { shadow: { blur: 6, dy: 6, opacity: 0.45 }, gloss: 0.6, rim: 2.5 }))
    // grooves (Series/Elite have textured triggers)
    out.push(
      [0, 1, 2]
        .map(
          (k) =>
            `<path d="M${(L + R) / 2 + lean - 40 + k * 0} ${t - 50 + k * 14}h80" stroke="${darken(p.main, 0.35)}" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>`,
        )
        .join(''),
    )
    out.push(
      p.path(roundRectD(L - 8, t + 4, R - L + 16, 40, 18), { shadow: { blur: 4, dy: 5, opacity: 0.5 }, gloss: 0.5 }),
    )
  }
  return out.join('')
}

function gripsD(): string[] {
  const left =
    'M86 420C70 500 66 600 100 660C126 700 190 712 232 690C262 672 276 640 288 612C250 610 200 580 160 520C130 476 110 440 86 420Z'
  const right = left.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x, y) => `${mx(Number(x))} ${y}`)
  return [left, right]
}

function paddles(p: Painter): string {
  const out: string[] = []
  for (const s of [-1, 1]) {
    const x = CX + s * 175
    // upper and lower paddle, like the Elite's stainless steel teardrops
    for (const [y, len] of [
      [420, 90],
      [515, 80],
    ] as const) {
      const d = `M${x - 16 * s} ${y - len / 2}C${x + 26 * s} ${y - len / 2} ${x + 30 * s} ${y + len / 2} ${x + 8 * s} ${y + len / 2}C${x - 14 * s} ${y + len / 2} ${x - 34 * s} ${y - len / 2 + 10} ${x - 16 * s} ${y - len / 2}Z`
      out.push(p.path(d, { shadow: { blur: 5, dy: 6, opacity: 0.55 }, gloss: 0.7, rim: 2 }))
    }
  }
  return out.join('')
}

function draw(ctx: DrawContext, p: Painter): string | null {
  const m = model(ctx.platform)
  const { side, part } = ctx
  if (side === 'front') {
    switch (part) {
      case 'base':
        return frontBase(m)
      case 'triggers':
        return triggers(p, m, side)
      case 'body':
        return `<defs>${faceMask(m)}</defs><g mask="url(#face)">${p.path(outline(m), { gloss: 0.35, rim: 3 })}</g>`
      case 'trim':
        return [m.lstick, m.rstick]
          .map(
            ({ x, y }) =>
              `<circle cx="${x}" cy="${y}" r="${STICK_R + 12}" fill="none" stroke="${p.main}" stroke-width="6"/><circle cx="${x}" cy="${y}" r="${STICK_R + 12}" fill="none" stroke="url(#rim)" stroke-width="6"/>`,
          )
          .join('')
      case 'led': {
        const strip = 'M112 392C96 470 88 560 100 622C110 664 134 684 162 690'
        const right = strip.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x, y) => `${mx(Number(x))} ${y}`)
        let ring = ''
        if (m.ringOfLight) {
          const r = m.guide.r + 9
          ring = [0, 1, 2, 3]
            .map((q) => {
              const a0 = (q * Math.PI) / 2 + 0.2 - Math.PI / 4
              const a1 = a0 + Math.PI / 2 - 0.4
              return `M${CX + Math.cos(a0) * r} ${m.guide.y + Math.sin(a0) * r}A${r} ${r} 0 0 1 ${CX + Math.cos(a1) * r} ${m.guide.y + Math.sin(a1) * r}`
            })
            .join('')
          ring = p.glow(ring, 5)
        }
        return p.glow(strip, 5) + p.glow(right, 5) + ring
      }
      case 'dpad':
        return drawDpad(p, m)
      case 'buttons':
        return faceButtons(p, m.abxy.x, m.abxy.y, 44, 22, ['Y', 'B', 'A', 'X'])
      case 'thumbsticks':
        return stick(p, m.lstick.x, m.lstick.y, STICK_R, 'xbox') + stick(p, m.rstick.x, m.rstick.y, STICK_R, 'xbox')
      case 'home': {
        const { y, r } = m.guide
        // guide button with an abstract embossed sphere mark
        return (
          p.path(circleD(CX, y, r), { shadow: { blur: 4, dy: 4 }, gloss: 0.75, rim: 2 }) +
          `<circle cx="${CX}" cy="${y}" r="${r * 0.55}" fill="none" stroke="${p.ink}" stroke-opacity=".55" stroke-width="${r * 0.12}"/>` +
          `<path d="M${CX - r * 0.32} ${y - r * 0.32}L${CX + r * 0.32} ${y + r * 0.32}M${CX + r * 0.32} ${y - r * 0.32}L${CX - r * 0.32} ${y + r * 0.32}" stroke="${p.ink}" stroke-opacity=".55" stroke-width="${r * 0.12}" stroke-linecap="round"/>`
        )
      }
      default:
        return null
    }
  }
  switch (part) {
    case 'base':
      return (
        shadowAndSilhouette(m) +
        `<path d="${roundRectD(170, m.top - 30, 180, 50, 22)}${roundRectD(650, m.top - 30, 180, 50, 22)}" fill="#1a1b1e"/>`
      )
    case 'backShell': {
      const seam = darken(p.main, 0.5)
      return (
        p.path(outline(m), { gloss: 0.35, rim: 3 }) +
        // battery door
        `<path d="${roundRectD(CX - 95, m.top + 140, 190, 190, 36)}" fill="none" stroke="${seam}" stroke-width="2.5" opacity=".55"/>` +
        `<path d="${roundRectD(CX - 93, m.top + 142, 186, 186, 34)}" fill="none" stroke="${lighten(p.main, 0.4)}" stroke-width="1.5" opacity=".3"/>` +
        `<path d="${roundRectD(CX - 22, m.top + 150, 44, 12, 6)}" fill="${seam}" opacity=".5"/>`
      )
    }
    case 'grips':
      return `<clipPath id="outline" clipPathUnits="userSpaceOnUse"><path d="${outline(m)}"/></clipPath><g clip-path="url(#outline)">${gripsD()
        .map((d) => p.path(d, { gloss: 0.25, rim: 2 }))
        .join('')}</g>`
    case 'triggers':
      return triggers(p, m, side)
    case 'paddles':
      return m.paddles ? paddles(p) : null
    default:
      return null
  }
}

const FRONT: Part[] = ['base', 'triggers', 'body', 'trim', 'led', 'dpad', 'buttons', 'thumbsticks', 'home']

export const xbox: Family = {
  sides: ['front', 'back'],
  parts(platform: string, side: Side): Part[] {
    if (side === 'front') return FRONT
    const back: Part[] = ['base', 'backShell', 'grips', 'triggers']
    if (model(platform).paddles) back.push('paddles')
    return back
  },
  draw,
}
