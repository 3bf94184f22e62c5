/**
 * What the creator engine knows about one platform's catalog: plain data, loaded from Payload by an
 * adapter (server) or embedded in the page (browser). No Payload or React import.
 */
import type { RuleSet } from './rules/schema'

export interface CatalogValue {
  id: number
  optionId: number
  name: string
  /** Picker group; '@…' marks sub-component values that are never listed. */
  group?: string | null
  price: number
  newPrice?: number | null
  oldPrice?: number | null
  isDefault: boolean
  isDisabled: boolean
  isUnavailable: boolean
  isFeatured: boolean
  stock: number
  stockPolicy: number
  tags: string[]
  sort: number
  /** Linked options (template 'linked-options'): choosing this value sets each of these option values. */
  links?: OptionLink[]
}

export interface OptionLink {
  option: number
  value: number
}

export interface CatalogOption {
  id: number
  name: string
  template: string
  /** Price of a boolean option (checkbox, service); options with values price each value. */
  price: number
  isInventoried: boolean
  values: CatalogValue[]
  /**
   * Advanced Back: which back shell values each of its values allows ('*' for any other value), from the
   * option's configuration map (creator.md section 5).
   */
  backShellMap?: Record<string, number[]>
}

export interface CatalogAddon {
  id: number
  name: string
  price: number
  newPrice?: number | null
  disabled: boolean
}

export interface CatalogPackage extends CatalogAddon {
  mods: number[]
}

export interface CreatorCatalog {
  platform: { slug: string; basePrice: number; enabled: boolean; sameDayAssembly: boolean }
  options: CatalogOption[]
  mods: CatalogAddon[]
  packages: CatalogPackage[]
  macros: CatalogAddon[]
  rules: RuleSet
}

/** The price charged: the sale price when set, else the price. */
export const chargedPrice = (item: { price: number; newPrice?: number | null }): number => item.newPrice ?? item.price

export function indexCatalog(catalog: CreatorCatalog) {
  const options = new Map(catalog.options.map((o) => [o.id, o]))
  const values = new Map(catalog.options.flatMap((o) => o.values.map((v) => [v.id, v] as const)))
  const mods = new Map(catalog.mods.map((m) => [m.id, m]))
  const packages = new Map(catalog.packages.map((p) => [p.id, p]))
  const macros = new Map(catalog.macros.map((m) => [m.id, m]))
  return { options, values, mods, packages, macros }
}
export type CatalogIndex = ReturnType<typeof indexCatalog>

/**
 * The links of a linked-options value: its group holds a comma list of `option_{id}_value_{id}` keys
 * (creator.md section 3). Anything else in the list is ignored.
 */
export function parseLinks(group: string | null | undefined): OptionLink[] {
  if (!group) return []
  return group.split(',').flatMap((key) => {
    const match = /^option_(\d+)_value_(\d+)$/.exec(key.trim())
    return match ? [{ option: Number(match[1]), value: Number(match[2]) }] : []
  })
}
