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
  draw(ctx: DrawContext, paint: Painter): string | null
}

/** The three colours a finish draws with: main, second, third. */
export type Palette = readonly [main: string, second: string, third: string]

export interface ShapeOptions {
  /** contact shadow under the shape: blur radius (px) and vertical offset */
  shadow?: { blur: number; dy: number; opacity?: number }
  /** concave surface (stick tops, dished buttons): light comes from the bottom */
  concave?: boolean
  /** strength of the specular highlight 0..1 (default .5) */
  gloss?: number
  /** override the fill colour (flat, e.g. for symbols); skips the finish fill */
  color?: string
  /** ignore the finish, use the main colour flat (small details on a patterned part) */
  plain?: boolean
  /** extra attributes for every emitted element (e.g. fill-rule) */
  attrs?: string
  /** rim (edge) light width; 0 disables */
  rim?: number
}

export interface Painter {
  readonly main: string
  readonly colors: Palette
  readonly finish: Finish
  /** colour that reads on top of the main colour (symbols, engravings) */
  readonly ink: string
  /** geometry is an SVG element without fill, e.g. `<path d="..."` → use tag + attrs */
  shape(tag: string, geometry: string, opts?: ShapeOptions): string
  /** path convenience */
  path(d: string, opts?: ShapeOptions): string
  /** a soft glow (LEDs) of a path, in the main colour */
  glow(d: string, width: number): string
  defs(): string
}
