/** Platform slug → art family. */
import { playstation } from './families/playstation'
import { steamDeck } from './families/steam-deck'
import { nintendoSwitch } from './families/switch'
import { xbox } from './families/xbox'
import { zIndexOf } from './order'
import type { Family, Part, Side } from './types'

const FAMILIES: Record<string, Family> = {
  ps3: playstation,
  ps4: playstation,
  ps5: playstation,
  'ps5-edge': playstation,
  'xbox-360': xbox,
  'xbox-one': xbox,
  'xbox-one-s': xbox,
  'xbox-series-x': xbox,
  'xbox-elite': xbox,
  'nintendo-switch': nintendoSwitch,
  'steam-deck': steamDeck,
}

export const ART_PLATFORMS: readonly string[] = Object.freeze(Object.keys(FAMILIES))

export function familyOf(platform: string): Family {
  const family = Object.hasOwn(FAMILIES, platform) ? FAMILIES[platform] : undefined
  if (!family) {
    throw new Error(`Unknown platform ${JSON.stringify(platform)}: expected one of ${ART_PLATFORMS.join(', ')}`)
  }
  return family
}

export function sidesOf(platform: string): Side[] {
  return [...familyOf(platform).sides]
}

/** Parts that exist on a side, in bottom-to-top stacking order. */
export function partsOf(platform: string, side: Side): Part[] {
  const family = familyOf(platform)
  if (!family.sides.includes(side)) return []
  const parts = family.parts(platform, side)
  // LED strips can also be ordered per side: each half is the same art, clipped (see layer.ts).
  const halves: Part[] = parts.includes('led') ? ['ledLeft', 'ledRight'] : []
  return [...parts, ...halves].sort((a, b) => zIndexOf(a, side) - zIndexOf(b, side))
}
