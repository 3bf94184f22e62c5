/** Nintendo Switch Pro Controller: front, top edge and back. */
import { type Cubic, CX, circleD, dropShadow, floorShadow, roundRectD, symmetricD } from '../canvas'
import { darken, lighten } from '../color'
import { dpadCross, faceButtons, stick, WELL_DEFS, well } from '../pieces'
import { HOLE, type Painter } from '../shading'
import type { DrawContext, Family, Part, Side } from '../types'

const TOP = 196
const HALF: Cubic[] = [
  [430, 196, 330, 182, 250, 184],
  [176, 186, 126, 214, 108, 280],
  [92, 340, 74, 450, 72, 540],
  [70, 640, 104, 712, 172, 714],
  [236, 716, 262, 664, 286, 612],
  [312, 560, 360, 540, 420, 538],
  [460, 537, 480, 538, 500, 538],
]
const OUTLINE = symmetricD(TOP, HALF)
const L_STICK = { x: 300, y: 326 }
const R_STICK = { x: 610, y: 454 }
const DPAD = { x: 390, y: 454 }
const ABXY = { x: 700, y: 326 }
const HOME = { x: 548, y: 340 }
const CAPTURE = { x: 452, y: 340 }
const STICK_R = 44
const mx = (x: number) => 2 * CX - x
const mirrorD = (d: string) => d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x, y) => `${mx(Number(x))} ${y}`)

/** Top view silhouette: the controller seen from its top edge, front face downwards. */
const TOP_VIEW = symmetricD(300, [
  [400, 300, 260, 276, 176, 284],
  [112, 292, 80, 340, 80, 400],
  [80, 470, 116, 520, 196, 524],
  [300, 528, 400, 500, 500, 500],
])

const abxyPos = () =>
  [0, 1, 2, 3].map((i) => {
    const a = (i * Math.PI) / 2
    return [ABXY.x + Math.cos(a) * 44, ABXY.y + Math.sin(a) * 44] as const
  })

const outlineClip = (id: string, d: string) =>
  `<clipPath id="${id}" clipPathUnits="userSpaceOnUse"><path d="${d}"/></clipPath>`

function faceMask(): string {
  const holes = [
    circleD(L_STICK.x, L_STICK.y, STICK_R + 9),
    circleD(R_STICK.x, R_STICK.y, STICK_R + 9),
    circleD(HOME.x, HOME.y, 19),
    roundRectD(CAPTURE.x - 15, CAPTURE.y - 15, 30, 30, 6),
    circleD(CX - 68, 262, 14),
    circleD(CX + 68, 262, 14),
    ...abxyPos().map(([x, y]) => circleD(x, y, 26)),
  ]
  const dpad = `<g fill="#000" stroke="#000" stroke-width="12" stroke-linejoin="round">${dpadCross(HOLE, DPAD.x, DPAD.y, 40, 26)}</g>`
  return `<mask id="face" maskUnits="userSpaceOnUse" x="0" y="0" width="1000" height="800"><path d="${OUTLINE}" fill="#fff"/><path d="${holes.join('')}" fill="#000"/>${dpad}</mask>`
}

function shadowAnd(d: string, floorY: number): string {
  return `${floorShadow(CX, floorY, 390, 26) + dropShadow(d)}<path d="${d}" fill="#25272b"/>`
}

function frontBase(): string {
  const minus = `<path d="M${CX - 78} 262h20" stroke="#8a8e96" stroke-width="4" stroke-linecap="round"/>`
  const plus = `<path d="M${CX + 58} 262h20M${CX + 68} 252v20" stroke="#8a8e96" stroke-width="4" stroke-linecap="round"/>`
  return [
    `<defs>${WELL_DEFS}</defs>`,
    shadowAnd(OUTLINE, 744),
    well(L_STICK.x, L_STICK.y, STICK_R + 9),
    well(R_STICK.x, R_STICK.y, STICK_R + 9),
    `<circle cx="${DPAD.x}" cy="${DPAD.y}" r="48" fill="#1a1b1e"/>`,
    ...abxyPos().map(([x, y]) => well(x, y, 26)),
    well(HOME.x, HOME.y, 19),
    `<path d="${roundRectD(CAPTURE.x - 13, CAPTURE.y - 13, 26, 26, 5)}" fill="#1d1f23" stroke="#4a4d54" stroke-width="1.5"/><circle cx="${CAPTURE.x}" cy="${CAPTURE.y}" r="6" fill="none" stroke="#5a5e66" stroke-width="2"/>`,
    `<circle cx="${CX - 68}" cy="262" r="13" fill="#1d1f23" stroke="#4a4d54" stroke-width="1.5"/>${minus}`,
    `<circle cx="${CX + 68}" cy="262" r="13" fill="#1d1f23" stroke="#4a4d54" stroke-width="1.5"/>${plus}`,
  ].join('')
}

/** Front handle panels: everything of the outline below a sweeping line. */
const SEAM = 'M40 430C120 470 220 520 300 600'
const FRONT_GRIP_L = `${SEAM}L300 760L40 760Z`

function triggersFrontOrBack(p: Painter, side: Side): string {
  const out: string[] = []
  for (const s of [-1, 1]) {
    const L = Math.min(CX + s * 140, CX + s * 330)
    const R = Math.max(CX + s * 140, CX + s * 330)
    const t = TOP - 12
    if (side === 'front') {
      out.push(p.path(roundRectD(L, t - 10, R - L, 40, 16), { gloss: 0.5 }))
      continue
    }
    const lean = s * 16
    out.push(
      p.path(
        `M${L + 14} ${t + 30}C${L + 10} ${t - 36} ${L + 40 + lean} ${t - 70} ${(L + R) / 2 + lean} ${t - 72}C${R - 40 + lean} ${t - 70} ${R - 8} ${t - 36} ${R - 14} ${t + 30}Z`,
        { shadow: { blur: 6, dy: 6, opacity: 0.45 }, gloss: 0.6, rim: 2.5 },
      ),
    )
    out.push(
      p.path(roundRectD(L - 8, t + 4, R - L + 16, 38, 18), { shadow: { blur: 4, dy: 5, opacity: 0.5 }, gloss: 0.5 }),
    )
  }
  return out.join('')
}

function front(part: Part, p: Painter): string | null {
  switch (part) {
    case 'base':
      return frontBase()
    case 'triggers':
      return triggersFrontOrBack(p, 'front')
    case 'body':
      return `<defs>${faceMask()}</defs><g mask="url(#face)">${p.path(OUTLINE, { gloss: 0.4, rim: 3 })}</g>`
    case 'grips':
      return (
        `<defs>${outlineClip('outline', OUTLINE)}</defs><g clip-path="url(#outline)">` +
        p.path(FRONT_GRIP_L, { gloss: 0.2, rim: 0 }) +
        p.path(mirrorD(FRONT_GRIP_L), { gloss: 0.2, rim: 0 }) +
        `<path d="${SEAM}${mirrorD(SEAM)}" fill="none" stroke="${lighten(p.main, 0.35)}" stroke-opacity=".5" stroke-width="2"/>` +
        '</g>'
      )
    case 'trim':
      return [L_STICK, R_STICK]
        .map(
          ({ x, y }) =>
            `<circle cx="${x}" cy="${y}" r="${STICK_R + 12}" fill="none" stroke="${p.main}" stroke-width="5"/><circle cx="${x}" cy="${y}" r="${STICK_R + 12}" fill="none" stroke="url(#rim)" stroke-width="5"/>`,
        )
        .join('')
    case 'led': {
      const strip = 'M118 400C102 470 96 560 104 620C112 664 136 688 166 694'
      return p.glow(strip, 5) + p.glow(mirrorD(strip), 5)
    }
    case 'dpad':
      return dpadCross(p, DPAD.x, DPAD.y, 40, 26)
    case 'buttons':
      return faceButtons(p, ABXY.x, ABXY.y, 44, 22, ['X', 'A', 'B', 'Y'])
    case 'thumbsticks':
      return stick(p, L_STICK.x, L_STICK.y, STICK_R, 'switch') + stick(p, R_STICK.x, R_STICK.y, STICK_R, 'switch')
    case 'home': {
      const { x, y } = HOME
      const house = `M${x - 8} ${y + 7}V${y - 1}L${x} ${y - 8}L${x + 8} ${y - 1}V${y + 7}Z`
      return (
        p.path(circleD(x, y, 16), { shadow: { blur: 3, dy: 3 }, gloss: 0.7 }) +
        `<path d="${house}" fill="none" stroke="${p.ink}" stroke-width="2.5" stroke-linejoin="round"/>`
      )
    }
    default:
      return null
  }
}

/** Seen from the top edge: rear shell, faceplate rim, bumpers and triggers, USB-C and player LEDs. */
function top(part: Part, p: Painter): string | null {
  switch (part) {
    case 'base':
      return (
        shadowAnd(TOP_VIEW, 560) +
        `<path d="${roundRectD(CX - 26, 470, 52, 16, 8)}" fill="#0e0f11"/>` +
        `<path d="${roundRectD(CX - 16, 475, 32, 6, 3)}" fill="#3b3e44"/>`
      )
    case 'backShell':
      return p.path(TOP_VIEW, { gloss: 0.35, rim: 3 })
    case 'body': {
      // the faceplate rim: the front (lower) part of the silhouette
      const clip = outlineClip('tv', TOP_VIEW)
      const band = 'M0 430C200 428 320 440 400 456C460 464 540 464 600 456C680 440 800 428 1000 430V800H0Z'
      return `<defs>${clip}</defs><g clip-path="url(#tv)">${p.path(band, { gloss: 0.3, rim: 0 })}<path d="M0 430C200 428 320 440 400 456C460 464 540 464 600 456C680 440 800 428 1000 430" fill="none" stroke="${lighten(p.main, 0.4)}" stroke-opacity=".5" stroke-width="2"/></g><path d="${roundRectD(CX - 26, 470, 52, 16, 8)}" fill="#0e0f11"/><path d="${roundRectD(CX - 16, 475, 32, 6, 3)}" fill="#3b3e44"/>`
    }
    case 'triggers': {
      const out: string[] = []
      for (const s of [-1, 1]) {
        const L = Math.min(CX + s * 120, CX + s * 360)
        const R = Math.max(CX + s * 120, CX + s * 360)
        // ZL/ZR on the rear, L/R bumpers along the top edge in front of them
        const zx = s < 0 ? L + 20 : R - 20
        out.push(
          p.path(
            `M${zx} 300C${zx} 250 ${zx - s * 40} 236 ${zx - s * 110} 236C${zx - s * 170} 236 ${zx - s * 190} 262 ${zx - s * 190} 300Z`,
            { shadow: { blur: 5, dy: 5 }, gloss: 0.6 },
          ),
        )
        out.push(
          p.path(roundRectD(L + 10, 318, R - L - 20, 56, 26), { shadow: { blur: 5, dy: 6 }, gloss: 0.5, rim: 2.5 }),
        )
      }
      return out.join('')
    }
    case 'led':
      return p.glow([-3, -1, 1, 3].map((i) => `M${CX + i * 14 - 3} 500h6`).join(''), 5)
    default:
      return null
  }
}

function back(part: Part, p: Painter): string | null {
  switch (part) {
    case 'base':
      return shadowAnd(OUTLINE, 744)
    case 'backShell':
      return (
        p.path(OUTLINE, { gloss: 0.35, rim: 3 }) +
        `<circle cx="${CX}" cy="${TOP + 26}" r="6" fill="${darken(p.main, 0.5)}" opacity=".6"/>` +
        `<path d="M${CX - 200} ${TOP + 140}C${CX - 100} ${TOP + 176} ${CX + 100} ${TOP + 176} ${CX + 200} ${TOP + 140}" fill="none" stroke="${darken(p.main, 0.5)}" stroke-width="2" opacity=".5"/>`
      )
    case 'grips': {
      const g =
        'M84 410C72 500 70 610 106 668C132 708 196 720 236 696C262 678 276 640 288 612C250 606 200 580 164 520C134 474 112 436 84 410Z'
      return `<defs>${outlineClip('outline', OUTLINE)}</defs><g clip-path="url(#outline)">${p.path(g, { gloss: 0.25 })}${p.path(mirrorD(g), { gloss: 0.25 })}</g>`
    }
    case 'triggers':
      return triggersFrontOrBack(p, 'back')
    default:
      return null
  }
}

export const nintendoSwitch: Family = {
  sides: ['front', 'top', 'back'],
  parts(_platform: string, side: Side): Part[] {
    if (side === 'front')
      return ['base', 'triggers', 'body', 'grips', 'trim', 'led', 'dpad', 'buttons', 'thumbsticks', 'home']
    if (side === 'top') return ['base', 'backShell', 'body', 'triggers', 'led']
    return ['base', 'backShell', 'grips', 'triggers']
  },
  draw(ctx: DrawContext, p: Painter) {
    if (ctx.side === 'front') return front(ctx.part, p)
    if (ctx.side === 'top') return top(ctx.part, p)
    return back(ctx.part, p)
  },
}
