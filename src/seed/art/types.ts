/** Shared types for the controller layer art. */
export type Side = 'front' | 'top' | 'back'

export type Part =
  | 'base'
  | 'body'
  | 'backShell'
  | 'buttons'
  | 'dpad'
  | 'thumbsticks'
  | 'touchpad'
  | 'triggers'
  | 'grips'
  | 'led'
  /** the left / right half of the LED strips (the controller's own left and right) */
  | 'ledLeft'
  | 'ledRight'
  | 'paddles'
  | 'trim'
  | 'home'

/** camo uses 3 colours, pattern = a printed exclusive design, clear = translucent. */
export type Finish = 'solid' | 'metallic' | 'camo' | 'clear' | 'pattern'

export interface LayerSpec {
  platform: string
  side: Side
  part: Part
  /** hex colours (#rgb or #rrggbb); the first is the main colour */
  colors: string[]
  finish?: Finish
}

/** Everything a family needs to draw one part of one side. */
export interface DrawContext {
  /** the platform slug (families use it for per-model differences) */
  platform: string
  side: Side
  part: Part
}

/** One art family: which parts exist where, and how to draw them. */
export interface Family {
  sides: Side[]
  parts(platform: string, side: Side): Part[]
  /** returns SVG markup for the part (painter supplies colour), or null if absent */
  draw(ctx: DrawContext, paint: import('./shading').Painter): string | null
}
