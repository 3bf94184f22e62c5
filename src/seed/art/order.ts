/** Stacking order of parts per side (bottom → top). */
import type { Part, Side } from './types'

const FRONT: Part[] = [
  'base',
  'paddles',
  'triggers',
  'backShell',
  'body',
  'grips',
  'trim',
  'touchpad',
  'led',
  'ledLeft',
  'ledRight',
  'dpad',
  'buttons',
  'thumbsticks',
  'home',
]
const BACK: Part[] = [
  'base',
  'body',
  'backShell',
  'grips',
  'triggers',
  'paddles',
  'trim',
  'touchpad',
  'led',
  'ledLeft',
  'ledRight',
  'dpad',
  'buttons',
  'thumbsticks',
  'home',
]
const TOP: Part[] = [
  'base',
  'backShell',
  'body',
  'grips',
  'trim',
  'triggers',
  'paddles',
  'touchpad',
  'led',
  'ledLeft',
  'ledRight',
  'dpad',
  'buttons',
  'thumbsticks',
  'home',
]

const ORDER: Record<Side, Part[]> = { front: FRONT, back: BACK, top: TOP }

/** Stacking order used by the seed: base is always 0, higher draws on top. */
export function zIndexOf(part: Part, side: Side): number {
  const order = ORDER[side]
  if (!order) throw new Error(`Unknown side ${JSON.stringify(side)}: expected front, top or back`)
  const i = order.indexOf(part)
  if (i < 0) throw new Error(`Unknown part ${JSON.stringify(part)}`)
  return i
}

export const ALL_PARTS: readonly Part[] = FRONT
