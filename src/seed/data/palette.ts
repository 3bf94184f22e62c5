import type { Finish } from '../art'

/** Named finishes the demo catalog uses: colours for swatches and the layer art. */
export interface Paint {
  name: string
  colors: string[]
  finish: Finish
  tags: string[]
}

const p = (name: string, colors: string[], finish: Finish = 'solid', tags: string[] = []): Paint => ({
  name,
  colors,
  finish,
  tags,
})

export const PAINT = {
  midnightBlack: p('Midnight Black', ['#1c1d24'], 'solid', ['black', 'dark']),
  white: p('Glacier White', ['#f1f2f4'], 'solid', ['white']),
  cosmicRed: p('Cosmic Red', ['#b3122e'], 'solid', ['red']),
  galacticPurple: p('Galactic Purple', ['#4b2a8a'], 'solid', ['purple']),
  novaPink: p('Nova Pink', ['#f0a4c2'], 'solid', ['pink']),
  starlightBlue: p('Starlight Blue', ['#86b6e8'], 'solid', ['blue', 'light']),
  greyCamo: p('Grey Camouflage', ['#8a8f94', '#5b6066', '#b9bdc1'], 'camo', ['camo', 'grey']),
  carbonBlack: p('Carbon Black', ['#26272b'], 'solid', ['black']),
  robotWhite: p('Robot White', ['#e9eaec'], 'solid', ['white']),
  shockBlue: p('Shock Blue', ['#2a6fdb'], 'solid', ['blue']),
  pulseRed: p('Pulse Red', ['#d9252c'], 'solid', ['red']),
  electricVolt: p('Electric Volt', ['#c5e400'], 'solid', ['yellow', 'green', 'neon']),
  deepPink: p('Deep Pink', ['#d6246e'], 'solid', ['pink']),
  forestCamo: p('Forest Camo', ['#4b5320', '#2e3a1c', '#8b8e59'], 'camo', ['camo', 'green']),
  arcticCamo: p('Arctic Camo', ['#e7ebee', '#a7b1b9', '#6b7680'], 'camo', ['camo', 'white']),
  chromeGold: p('Chrome Gold', ['#d4af37'], 'metallic', ['gold', 'chrome']),
  chromeSilver: p('Chrome Silver', ['#c3c7cc'], 'metallic', ['silver', 'chrome']),
  chromeRed: p('Chrome Red', ['#b01c2e'], 'metallic', ['red', 'chrome']),
  clear: p('Crystal Clear', ['#dce6ef'], 'clear', ['clear', 'transparent']),
  clearBlue: p('Clear Blue', ['#5aa0e6'], 'clear', ['clear', 'blue']),
  aurora: p('Aurora Borealis', ['#0b1d3a', '#2de2b5', '#8a4dff'], 'pattern', ['exclusive', 'green']),
  lava: p('Molten Lava', ['#1a0b0b', '#ff4d00', '#ffb300'], 'pattern', ['exclusive', 'orange', 'red']),
  carbonFiber: p('Carbon Fiber', ['#1d1d1f', '#3a3a3e', '#2a2a2d'], 'pattern', ['exclusive', 'black']),
  galaxy: p('Galaxy', ['#120a2a', '#6a3df0', '#f06bd0'], 'pattern', ['exclusive', 'purple', 'space']),
  oceanWave: p('Ocean Wave', ['#06324f', '#1aa3c9', '#e8f6fb'], 'pattern', ['exclusive', 'blue']),
  stormGrey: p('Storm Grey', ['#5d6169'], 'solid', ['grey']),
  sunsetOrange: p('Sunset Orange', ['#f26b1d'], 'solid', ['orange']),
  mintGreen: p('Mint Green', ['#7fd6b0'], 'solid', ['green']),
} satisfies Record<string, Paint>

export type PaintKey = keyof typeof PAINT
