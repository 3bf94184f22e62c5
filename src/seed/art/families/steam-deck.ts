/** Steam Deck handheld: wide chassis, screen in the middle, controls and trackpads either side. */
import { CX, circleD, dropShadow, floorShadow, roundRectD, symmetricD } from '../canvas'
import { darken, lighten } from '../color'
import { dpadCross, faceButtons, stick, WELL_DEFS, well } from '../pieces'
import { HOLE, type Painter } from '../shading'
import type { DrawContext, Family, Part, Side } from '../types'

const TOP = 244
const OUTLINE = symmetricD(TOP, [
  [400, 244, 200, 240, 124, 242],
  [70, 244, 40, 272, 38, 326],
  [36, 420, 40, 520, 66, 580],
  [90, 632, 160, 646, 208, 620],
  [240, 602, 256, 574, 300, 566],
  [370, 560, 440, 560, 500, 560],
])
const SCREEN = { x: 290, y: 272, w: 420, h: 264 }
const L_STICK = { x: 228, y: 318 }
const DPAD = { x: 110, y: 336 }
const ABXY = { x: 890, y: 336 }
const PAD = { x: 198, y: 470, s: 104 }
const STICK_R = 36
const mx = (x: number) => 2 * CX - x
const mirrorD = (d: string) => d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_, x, y) => `${mx(Number(x))} ${y}`)

const padD = (x: number) => roundRectD(x - PAD.s / 2, PAD.y - PAD.s / 2, PAD.s, PAD.s, 16)
const abxyPos = () =>
  [0, 1, 2, 3].map((i) => {
    const a = (i * Math.PI) / 2
    return [ABXY.x + Math.cos(a) * 32, ABXY.y + Math.sin(a) * 32] as const
  })
const STEAM_BTN = roundRectD(56, 545, 44, 22, 8)

function faceMask(): string {
  const holes = [
    roundRectD(SCREEN.x - 4, SCREEN.y - 4, SCREEN.w + 8, SCREEN.h + 8, 14),
    circleD(L_STICK.x, L_STICK.y, STICK_R + 8),
    circleD(mx(L_STICK.x), L_STICK.y, STICK_R + 8),
    roundRectD(PAD.x - PAD.s / 2 - 5, PAD.y - PAD.s / 2 - 5, PAD.s + 10, PAD.s + 10, 20),
    roundRectD(mx(PAD.x) - PAD.s / 2 - 5, PAD.y - PAD.s / 2 - 5, PAD.s + 10, PAD.s + 10, 20),
    ...abxyPos().map(([x, y]) => circleD(x, y, 19)),
    roundRectD(52, 541, 52, 30, 11),
    roundRectD(mx(104), 541, 52, 30, 11),
    circleD(78, 276, 10),
    circleD(mx(78), 276, 10),
  ]
  const dpad = `<g fill="#000" stroke="#000" stroke-width="10" stroke-linejoin="round">${dpadCross(HOLE, DPAD.x, DPAD.y, 32, 22)}</g>`
  return `<mask id="face" maskUnits="userSpaceOnUse" x="0" y="0" width="1000" height="800"><path d="${OUTLINE}" fill="#fff"/><path d="${holes.join('')}" fill="#000"/>${dpad}</mask>`
}

function shadowAndSilhouette(): string {
  return `${floorShadow(CX, 672, 440, 24) + dropShadow(OUTLINE)}<path d="${OUTLINE}" fill="#25272b"/>`
}

/** The display: dark glass with a soft wallpaper glow and a diagonal reflection. */
function screen(): string {
  const { x, y, w, h } = SCREEN
  return (
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2533"/><stop offset=".55" stop-color="#0b0f16"/><stop offset="1" stop-color="#121a26"/></linearGradient>' +
    '<radialGradient id="wall" cx=".3" cy=".35" r=".7"><stop offset="0" stop-color="#3d6ea8" stop-opacity=".55"/><stop offset=".6" stop-color="#1a2d4a" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    `<path d="${roundRectD(x - 4, y - 4, w + 8, h + 8, 14)}" fill="#0a0b0d"/>` +
    `<path d="${roundRectD(x + 14, y + 12, w - 28, h - 24, 4)}" fill="url(#glass)"/>` +
    `<path d="${roundRectD(x + 14, y + 12, w - 28, h - 24, 4)}" fill="url(#wall)"/>` +
    `<path d="M${x + 14} ${y + 12}H${x + 190}L${x + 70} ${y + h - 12}H${x + 14}Z" fill="#fff" opacity=".05"/>`
  )
}

function frontBase(): string {
  return [
    `<defs>${WELL_DEFS}</defs>`,
    shadowAndSilhouette(),
    screen(),
    well(L_STICK.x, L_STICK.y, STICK_R + 8),
    well(mx(L_STICK.x), L_STICK.y, STICK_R + 8),
    `<path d="${roundRectD(PAD.x - PAD.s / 2 - 5, PAD.y - PAD.s / 2 - 5, PAD.s + 10, PAD.s + 10, 20)}${roundRectD(mx(PAD.x) - PAD.s / 2 - 5, PAD.y - PAD.s / 2 - 5, PAD.s + 10, PAD.s + 10, 20)}" fill="#141518"/>`,
    `<circle cx="${DPAD.x}" cy="${DPAD.y}" r="38" fill="#1a1b1e"/>`,
    ...abxyPos().map(([x, y]) => well(x, y, 19)),
    `<path d="${roundRectD(52, 541, 52, 30, 11)}${roundRectD(mx(104), 541, 52, 30, 11)}" fill="#141518"/>`,
    // quick access (…) button
    `<path d="${roundRectD(mx(100), 545, 44, 22, 8)}" fill="#1d1f23" stroke="#4a4d54" stroke-width="1.5"/>`,
    [-10, 0, 10].map((d) => `<circle cx="${mx(78) + d}" cy="556" r="2.6" fill="#8a8e96"/>`).join(''),
    `<circle cx="78" cy="276" r="9" fill="#1d1f23" stroke="#4a4d54" stroke-width="1.5"/><circle cx="${mx(78)}" cy="276" r="9" fill="#1d1f23" stroke="#4a4d54" stroke-width="1.5"/>`,
  ].join('')
}

function front(part: Part, p: Painter): string | null {
  switch (part) {
    case 'base':
      return frontBase()
    case 'triggers':
      return [roundRectD(70, TOP - 22, 200, 40, 16), roundRectD(mx(270), TOP - 22, 200, 40, 16)]
        .map((d) => p.path(d, { gloss: 0.5 }))
        .join('')
    case 'body':
      return `<defs>${faceMask()}</defs><g mask="url(#face)">${p.path(OUTLINE, { gloss: 0.3, rim: 3 })}</g>`
    case 'trim': {
      const { x, y, w, h } = SCREEN
      return `<path d="${roundRectD(x - 8, y - 8, w + 16, h + 16, 18)}" fill="none" stroke="${p.main}" stroke-width="5"/><path d="${roundRectD(x - 8, y - 8, w + 16, h + 16, 18)}" fill="none" stroke="url(#rim)" stroke-width="5"/>`
    }
    case 'touchpad':
      return [PAD.x, mx(PAD.x)]
        .map(
          (x) =>
            p.path(padD(x), { concave: true, gloss: 0.25, rim: 2, shadow: { blur: 3, dy: 3, opacity: 0.4 } }) +
            `<path d="${roundRectD(x - PAD.s / 2 + 10, PAD.y - PAD.s / 2 + 10, PAD.s - 20, PAD.s - 20, 10)}" fill="none" stroke="${p.ink}" stroke-opacity=".12" stroke-width="1.5"/>`,
        )
        .join('')
    case 'led': {
      const strip = 'M52 360C50 440 56 520 78 566C96 604 126 624 164 626'
      return p.glow(strip, 5) + p.glow(mirrorD(strip), 5)
    }
    case 'dpad':
      return dpadCross(p, DPAD.x, DPAD.y, 32, 22)
    case 'buttons':
      return faceButtons(p, ABXY.x, ABXY.y, 32, 17, ['Y', 'B', 'A', 'X'])
    case 'thumbsticks':
      return stick(p, L_STICK.x, L_STICK.y, STICK_R, 'deck') + stick(p, mx(L_STICK.x), L_STICK.y, STICK_R, 'deck')
    case 'home':
      return (
        p.path(STEAM_BTN, { shadow: { blur: 3, dy: 3 }, gloss: 0.6 }) +
        `<circle cx="78" cy="556" r="6" fill="none" stroke="${p.ink}" stroke-width="2.2"/><circle cx="78" cy="556" r="2" fill="${p.ink}"/>`
      )
    default:
      return null
  }
}

function back(part: Part, p: Painter): string | null {
  switch (part) {
    case 'base':
      return (
        shadowAndSilhouette() +
        `<path d="${roundRectD(90, TOP - 30, 200, 46, 18)}${roundRectD(mx(290), TOP - 30, 200, 46, 18)}" fill="#1a1b1e"/>`
      )
    case 'backShell': {
      const vents = Array.from(
        { length: 14 },
        (_, i) => `<path d="${roundRectD(CX - 150 + i * 22, TOP + 24, 9, 44, 4.5)}" fill="#0d0e10" opacity=".85"/>`,
      ).join('')
      const seam = darken(p.main, 0.5)
      return (
        p.path(OUTLINE, { gloss: 0.3, rim: 3 }) +
        vents +
        `<path d="${roundRectD(CX - 200, TOP + 100, 400, 190, 30)}" fill="none" stroke="${seam}" stroke-width="2" opacity=".45"/>` +
        `<path d="${roundRectD(CX - 198, TOP + 102, 396, 186, 28)}" fill="none" stroke="${lighten(p.main, 0.4)}" stroke-width="1.2" opacity=".25"/>` +
        [-1, 1]
          .map((s) => `<circle cx="${CX + s * 180}" cy="${TOP + 120}" r="5" fill="${seam}" opacity=".6"/>`)
          .join('')
      )
    }
    case 'grips': {
      const g = 'M46 380C40 460 46 540 72 584C96 624 156 640 204 618C232 604 248 580 262 560C210 530 150 470 120 380Z'
      return `<clipPath id="outline" clipPathUnits="userSpaceOnUse"><path d="${OUTLINE}"/></clipPath><g clip-path="url(#outline)">${p.path(g, { gloss: 0.25 })}${p.path(mirrorD(g), { gloss: 0.25 })}</g>`
    }
    case 'triggers':
      return [-1, 1]
        .map((s) => {
          const L = s < 0 ? 80 : mx(300)
          const R = L + 220
          const lean = s * 14
          return (
            p.path(
              `M${L + 16} ${TOP + 16}C${L + 12} ${TOP - 40} ${L + 50 + lean} ${TOP - 70} ${(L + R) / 2 + lean} ${TOP - 72}C${R - 50 + lean} ${TOP - 70} ${R - 10} ${TOP - 40} ${R - 16} ${TOP + 16}Z`,
              {
                shadow: { blur: 6, dy: 6, opacity: 0.45 },
                gloss: 0.6,
                rim: 2.5,
              },
            ) +
            p.path(roundRectD(L - 6, TOP - 14, R - L + 12, 36, 16), {
              shadow: { blur: 4, dy: 5, opacity: 0.5 },
              gloss: 0.5,
            })
          )
        })
        .join('')
    case 'paddles':
      // L4/L5 and R4/R5: long bars on the back of each grip
      return [-1, 1]
        .map((s) =>
          [0, 1]
            .map((k) => {
              const x = s < 0 ? 150 - k * 40 : mx(150 - k * 40)
              return p.path(roundRectD(x - 13, 400 + k * 16, 26, 110, 13), {
                shadow: { blur: 4, dy: 5, opacity: 0.55 },
                gloss: 0.55,
              })
            })
            .join(''),
        )
        .join('')
    default:
      return null
  }
}

export const steamDeck: Family = {
  sides: ['front', 'back'],
  parts(_platform: string, side: Side): Part[] {
    if (side === 'front')
      return ['base', 'triggers', 'body', 'trim', 'touchpad', 'led', 'dpad', 'buttons', 'thumbsticks', 'home']
    return ['base', 'backShell', 'grips', 'triggers', 'paddles']
  },
  draw(ctx: DrawContext, p: Painter) {
    return ctx.side === 'front' ? front(ctx.part, p) : back(ctx.part, p)
  },
}
