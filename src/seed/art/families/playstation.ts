/** PlayStation controllers: DualShock 3, DualShock 4, DualSense and DualSense Edge. */
import { type Cubic, CX, circleD, dropShadow, floorShadow, roundRectD, symmetricD } from '../canvas'
import { darken } from '../color'
import { dpadArrows, faceButtons, pill, stick, WELL_DEFS, well } from '../pieces'
import { HOLE, type Painter } from '../shading'
import type { DrawContext, Family, Part, Side } from '../types'
import { at, lookup } from '../util'

interface Model {
  top: number
  half: readonly Cubic[]
  sticks: { x: number; y: number; r: number }
  dpad: { x: number; y: number }
  buttons: { x: number; y: number }
  home: { y: number; r: number }
  touchpad: null | { top: number; bottom: number; wTop: number; wBottom: number }
  /** DualSense: the faceplate is two wings around a dark centre */
  wings: boolean
  paddles: boolean
  small: { x: number; y: number; w: number; h: number }
}

const ds3: Model = {
  top: 205,
  half: [
    [420, 205, 300, 192, 225, 196],
    [165, 199, 128, 225, 118, 280],
    [104, 350, 92, 450, 96, 540],
    [100, 620, 130, 672, 182, 672],
    [236, 672, 262, 632, 290, 590],
    [316, 552, 350, 532, 410, 530],
    [450, 529, 480, 530, 500, 530],
  ],
  sticks: { x: 385, y: 460, r: 46 },
  dpad: { x: 218, y: 320 },
  buttons: { x: 782, y: 320 },
  home: { y: 420, r: 20 },
  touchpad: null,
  wings: false,
  paddles: false,
  small: { x: 445, y: 320, w: 30, h: 14 },
}

const ds4: Model = {
  top: 182,
  half: [
    [440, 182, 380, 180, 345, 180],
    [280, 178, 190, 178, 150, 200],
    [112, 222, 100, 280, 94, 340],
    [84, 440, 74, 560, 100, 640],
    [118, 695, 178, 712, 220, 690],
    [258, 670, 272, 620, 300, 580],
    [325, 545, 360, 530, 410, 528],
    [450, 527, 480, 528, 500, 528],
  ],
  sticks: { x: 385, y: 460, r: 46 },
  dpad: { x: 210, y: 320 },
  buttons: { x: 790, y: 320 },
  home: { y: 466, r: 17 },
  touchpad: { top: 190, bottom: 330, wTop: 270, wBottom: 250 },
  wings: false,
  paddles: false,
  small: { x: 318, y: 232, w: 16, h: 34 },
}

const ds5: Model = {
  top: 176,
  half: [
    [430, 176, 380, 172, 340, 172],
    [270, 172, 200, 168, 160, 188],
    [118, 210, 102, 270, 94, 340],
    [82, 440, 66, 570, 84, 650],
    [100, 712, 168, 730, 214, 706],
    [256, 686, 272, 636, 296, 596],
    [320, 556, 356, 538, 410, 536],
    [450, 535, 480, 536, 500, 536],
  ],
  sticks: { x: 385, y: 458, r: 47 },
  dpad: { x: 206, y: 318 },
  buttons: { x: 794, y: 318 },
  home: { y: 452, r: 19 },
  touchpad: { top: 182, bottom: 336, wTop: 300, wBottom: 270 },
  wings: true,
  paddles: false,
  small: { x: 322, y: 218, w: 14, h: 34 },
}

const MODELS: Record<string, Model> = {
  ps3: ds3,
  // The DualShock 4 takes back paddles too, so one demo platform has both macros and back buttons (creator.md section 4).
  ps4: { ...ds4, paddles: true },
  ps5: ds5,
  'ps5-edge': { ...ds5, paddles: true },
}

const model = (platform: string): Model =>
  lookup(MODELS, platform, () => `No PlayStation model for platform ${JSON.stringify(platform)}`)
const outline = (m: Model) => symmetricD(m.top, m.half)

/** Touchpad outline: a trapezoid with soft corners and a slightly curved bottom. */
function touchpadD(t: NonNullable<Model['touchpad']>): string {
  const a = t.wTop / 2
  const b = t.wBottom / 2
  const r = 18
  return (
    `M${CX - a + r} ${t.top}H${CX + a - r}Q${CX + a} ${t.top} ${CX + a - 1} ${t.top + r}` +
    `L${CX + b} ${t.bottom - r}Q${CX + b} ${t.bottom} ${CX + b - r} ${t.bottom + 1}` +
    `Q${CX} ${t.bottom + 10} ${CX - b + r} ${t.bottom + 1}Q${CX - b} ${t.bottom} ${CX - b} ${t.bottom - r}` +
    `L${CX - a + 1} ${t.top + r}Q${CX - a} ${t.top} ${CX - a + r} ${t.top}Z`
  )
}

/** DualSense dark centre: between the grips, from under the touchpad to the bottom edge. */
function centreD(m: Model): string {
  return (
    `M${CX - 150} 330C${CX - 175} 360 ${CX - 190} 400 ${CX - 196} 440` +
    `C${CX - 205} 500 ${CX - 212} 540 ${CX - 220} 600H${CX + 220}` +
    `C${CX + 212} 540 ${CX + 205} 500 ${CX + 196} 440C${CX + 190} 400 ${CX + 175} 360 ${CX + 150} 330Z` +
    (m.touchpad ? '' : '')
  )
}

const sym = (m: Model, right: boolean) => (right ? 2 * CX - m.sticks.x : m.sticks.x)

/** Holes through the faceplate (white = keep, black = cut). */
function faceMask(m: Model): string {
  const holes: string[] = [
    circleD(m.sticks.x, m.sticks.y, m.sticks.r + 9),
    circleD(sym(m, true), m.sticks.y, m.sticks.r + 9),
    ...[0, 1, 2, 3].map((i) => {
      const a = (i * Math.PI) / 2
      return circleD(m.buttons.x + Math.cos(a) * 56, m.buttons.y + Math.sin(a) * 56, 31)
    }),
    circleD(CX, m.home.y, m.home.r + 5),
    roundRectD(m.small.x - m.small.w / 2 - 3, m.small.y - m.small.h / 2 - 3, m.small.w + 6, m.small.h + 6, 9),
    roundRectD(2 * CX - m.small.x - m.small.w / 2 - 3, m.small.y - m.small.h / 2 - 3, m.small.w + 6, m.small.h + 6, 9),
  ]
  if (m.touchpad) holes.push(touchpadD({ ...m.touchpad, top: m.touchpad.top - 20 }))
  if (m.wings) holes.push(centreD(m))
  if (m === ds4) holes.push(roundRectD(CX - 45, 350, 90, 26, 13))
  // the d-pad sits in a cross-shaped recess: its own outline, grown by a stroke
  const dpadHole = `<g fill="#000" stroke="#000" stroke-width="7" stroke-linejoin="round">${dpadArrows(HOLE, m.dpad.x, m.dpad.y, 56, 38)}</g>`
  return `<mask id="face" maskUnits="userSpaceOnUse" x="0" y="0" width="1000" height="800"><path d="${outline(m)}" fill="#fff"/><path d="${holes.join('')}" fill="#000"/>${dpadHole}</mask>`
}

function frontBase(m: Model): string {
  const o = outline(m)
  const parts = [
    `<defs>${WELL_DEFS}</defs>`,
    floorShadow(CX, 735, 400, 28),
    dropShadow(o),
    `<path d="${o}" fill="#25272b"/>`,
    well(m.sticks.x, m.sticks.y, m.sticks.r + 9),
    well(sym(m, true), m.sticks.y, m.sticks.r + 9),
    `<circle cx="${m.dpad.x}" cy="${m.dpad.y}" r="66" fill="#1a1b1e"/>`,
    ...[0, 1, 2, 3].map((i) => {
      const a = (i * Math.PI) / 2
      return well(m.buttons.x + Math.cos(a) * 56, m.buttons.y + Math.sin(a) * 56, 31)
    }),
    well(CX, m.home.y, m.home.r + 5),
    pill(m.small.x, m.small.y, m.small.w, m.small.h),
    pill(2 * CX - m.small.x, m.small.y, m.small.w, m.small.h),
  ]
  if (m === ds3) {
    // select (bar) and start (triangle) between the face clusters
    parts.push(
      `<path d="M${2 * CX - m.small.x - 14} ${m.small.y - 10}L${2 * CX - m.small.x + 16} ${m.small.y}L${2 * CX - m.small.x - 14} ${m.small.y + 10}Z" fill="#3a3d43"/>`,
    )
  }
  if (m === ds4) {
    // speaker grille
    const dots: string[] = []
    for (let i = 0; i < 9; i++)
      for (let j = 0; j < 2; j++) dots.push(`<circle cx="${CX - 32 + i * 8}" cy="${358 + j * 9}" r="2" fill="#000"/>`)
    parts.push(`<path d="${roundRectD(CX - 45, 350, 90, 26, 13)}" fill="#1c1d20"/>${dots.join('')}`)
  }
  if (m.wings) {
    // mic mute button under the PS button
    parts.push(pill(CX, m.home.y + 46, 34, 10))
  }
  return parts.join('')
}

function backBase(m: Model): string {
  const o = outline(m)
  return (
    floorShadow(CX, 735, 400, 28) +
    dropShadow(o) +
    `<path d="${o}" fill="#25272b"/>` +
    // triggers recesses at the top edge
    `<path d="${roundRectD(150, m.top - 10, 190, 50, 22)}${roundRectD(660, m.top - 10, 190, 50, 22)}" fill="#1a1b1e"/>`
  )
}

/** L1/L2 (left) and R1/R2 (right) as seen from behind: big curved triggers over the top edge. */
function triggers(p: Painter, m: Model, side: Side): string {
  const out: string[] = []
  for (const s of [-1, 1]) {
    const x0 = CX + s * 160
    const x1 = CX + s * 330
    const L = Math.min(x0, x1)
    const R = Math.max(x0, x1)
    const t = m.top
    if (side === 'front') {
      // the bumpers just peek over the top edge behind the shell
      out.push(p.path(roundRectD(L, t - 22, R - L, 34, 14), { gloss: 0.5 }))
      continue
    }
    // L2/R2: a tall curved blade rising above the shell
    const lean = s * 14
    const trig = `M${L + 6} ${t + 10}C${L + 2} ${t - 40} ${L + 20 + lean} ${t - 66} ${(L + R) / 2 + lean} ${t - 68}C${R - 20 + lean} ${t - 66} ${R - 2} ${t - 40} ${R - 6} ${t + 10}Z`
    out.push(p.path(trig, { shadow: { blur: 6, dy: 6, opacity: 0.45 }, gloss: 0.6, rim: 2.5 }))
    // L1/R1 bumper in front of it
    out.push(
      p.path(roundRectD(L - 4, t - 12, R - L + 8, 40, 18), { shadow: { blur: 4, dy: 5, opacity: 0.5 }, gloss: 0.5 }),
    )
  }
  return out.join('')
}

/** Grip panels on the underside of the handles. */
function gripsD(m: Model): string[] {
  const y0 = m.sticks.y - 30
  const h = (i: number) => at(m.half, i, 'outline segment')
  const left =
    `M${h(2)[4] + 20} ${y0}C${h(3)[0] + 6} ${y0 + 120} ${h(3)[2] + 14} ${y0 + 200} ${h(4)[0] + 30} ${y0 + 240}` +
    `C${h(4)[2] + 10} ${y0 + 262} ${h(4)[4] - 20} ${y0 + 250} ${h(5)[0] - 14} ${y0 + 200}` +
    `C${h(5)[2] - 14} ${y0 + 140} ${h(5)[4] - 60} ${y0 + 40} ${h(5)[4] - 120} ${y0 - 10}Z`
  const right = left.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x, y) => `${2 * CX - Number(x)} ${y}`)
  return [left, right]
}

function draw(ctx: DrawContext, p: Painter): string | null {
  const m = model(ctx.platform)
  const { side, part } = ctx
  const sticksXs = [m.sticks.x, 2 * CX - m.sticks.x]
  if (side === 'front') {
    switch (part) {
      case 'base':
        return frontBase(m)
      case 'triggers':
        return triggers(p, m, side)
      case 'body': {
        let extra = ''
        if (m.wings) {
          // soft seam around the dark centre
          extra = `<path d="${centreD(m)}" fill="none" stroke="${darken(p.main, 0.45)}" stroke-width="2" mask="url(#face)" opacity=".6"/>`
        }
        return `<defs>${faceMask(m)}</defs><g mask="url(#face)">${p.path(outline(m), { gloss: 0.35, rim: 3 })}${extra}</g>`
      }
      case 'trim':
        return sticksXs
          .map(
            (x) =>
              `<circle cx="${x}" cy="${m.sticks.y}" r="${m.sticks.r + 12}" fill="none" stroke="${p.main}" stroke-width="6"/><circle cx="${x}" cy="${m.sticks.y}" r="${m.sticks.r + 12}" fill="none" stroke="url(#rim)" stroke-width="6"/>`,
          )
          .join('')
      case 'touchpad': {
        if (!m.touchpad) return null
        const t = m.touchpad
        return p.path(touchpadD(t), { shadow: { blur: 5, dy: 5, opacity: 0.4 }, gloss: 0.4, rim: 2.5 })
      }
      case 'led': {
        if (m.touchpad && m.wings) {
          const t = m.touchpad
          const strip = (s: number) =>
            `M${CX + s * (t.wTop / 2 + 10)} ${t.top + 14}C${CX + s * (t.wTop / 2 + 6)} ${t.top + 70} ${CX + s * (t.wBottom / 2 + 14)} ${t.bottom - 40} ${CX + s * (t.wBottom / 2 + 2)} ${t.bottom + 6}`
          const dots = [-2, -1, 0, 1, 2].map((i) => `M${CX + i * 13} ${t.bottom + 20}h0.1`).join('')
          return p.glow(strip(-1), 6) + p.glow(strip(1), 6) + p.glow(dots, 5)
        }
        if (m.touchpad) {
          const t = m.touchpad
          return p.glow(`M${CX - t.wTop / 2 + 24} ${t.top - 2}H${CX + t.wTop / 2 - 24}`, 7)
        }
        // DualShock 3: four player LEDs on the top edge
        return p.glow([-3, -1, 1, 3].map((i) => `M${CX + i * 16 - 4} ${m.top + 16}h8`).join(''), 6)
      }
      case 'dpad':
        return dpadArrows(p, m.dpad.x, m.dpad.y, 56, 38)
      case 'buttons':
        return faceButtons(p, m.buttons.x, m.buttons.y, 56, 26, ['triangle', 'circle', 'cross', 'square'])
      case 'thumbsticks':
        return sticksXs
          .map((x) => stick(p, x, m.sticks.y, m.sticks.r, ctx.platform === 'ps5-edge' ? 'edge' : 'ps'))
          .join('')
      case 'home':
        return p.path(circleD(CX, m.home.y, m.home.r), { shadow: { blur: 3, dy: 3 }, gloss: 0.7 })
      default:
        return null
    }
  }
  // back
  switch (part) {
    case 'base':
      return backBase(m)
    case 'backShell': {
      const o = outline(m)
      const seam = `<path d="M${CX - 230} ${m.top + 150}C${CX - 120} ${m.top + 190} ${CX + 120} ${m.top + 190} ${CX + 230} ${m.top + 150}" fill="none" stroke="${darken(p.main, 0.5)}" stroke-width="2" opacity=".5"/>`
      const screws = [-1, 1]
        .map(
          (s) => `<circle cx="${CX + s * 120}" cy="${m.top + 250}" r="5" fill="${darken(p.main, 0.55)}" opacity=".7"/>`,
        )
        .join('')
      return p.path(o, { gloss: 0.35, rim: 3 }) + seam + screws
    }
    case 'grips':
      return `<clipPath id="outline" clipPathUnits="userSpaceOnUse"><path d="${outline(m)}"/></clipPath><g clip-path="url(#outline)">${gripsD(
        m,
      )
        .map((d) => p.path(d, { gloss: 0.25, rim: 2 }))
        .join('')}</g>`
    case 'triggers':
      return triggers(p, m, side)
    case 'paddles': {
      if (!m.paddles) return null
      return [-1, 1]
        .map((s) => {
          const x = CX + s * 150
          const y = 560
          return p.path(
            `M${x - 18} ${y - 60}C${x + 10} ${y - 70} ${x + 28} ${y - 30} ${x + 24} ${y + 10}C${x + 20} ${y + 50} ${x - 6} ${y + 60} ${x - 20} ${y + 40}C${x - 30} ${y + 10} ${x - 34} ${y - 50} ${x - 18} ${y - 60}Z`,
            {
              shadow: { blur: 5, dy: 6, opacity: 0.55 },
              gloss: 0.6,
            },
          )
        })
        .join('')
    }
    case 'led':
      if (ctx.platform !== 'ps4') return null
      // DualShock 4: the light bar on the rear edge
      return p.glow(`M${CX - 110} ${m.top + 12}H${CX + 110}`, 10)
    default:
      return null
  }
}

const FRONT: Part[] = ['base', 'triggers', 'body', 'trim', 'touchpad', 'led', 'dpad', 'buttons', 'thumbsticks', 'home']

export const playstation: Family = {
  sides: ['front', 'back'],
  parts(platform: string, side: Side): Part[] {
    const m = model(platform)
    if (side === 'front') return FRONT.filter((p) => p !== 'touchpad' || m.touchpad)
    const back: Part[] = ['base', 'backShell', 'grips', 'triggers']
    if (m.paddles) back.push('paddles')
    if (platform === 'ps4') back.push('led')
    return back
  },
  draw,
}
