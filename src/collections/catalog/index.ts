import { Categories } from './Categories'
import { Labels } from './Labels'
import { Macros } from './Macros'
import { Mods } from './Mods'
import { OptionGroups } from './OptionGroups'
import { Options } from './Options'
import { OptionValues } from './OptionValues'
import { Packages } from './Packages'
import { Platforms } from './Platforms'
import { Products } from './Products'

/** Every catalog collection, in the order the admin lists them. */
export const catalogCollections = [
  Platforms,
  Products,
  Labels,
  Categories,
  OptionGroups,
  Options,
  OptionValues,
  Mods,
  Packages,
  Macros,
]

export const CATALOG_SLUGS = catalogCollections.map((c) => c.slug)
