import { SAME_DAY_ASSEMBLY_TIME } from './delivery'

/**
 * Splitting a basket into shipping packages (checkout.md section 3 "Shipping package"; issue 12: "products'
 * shipping groups decide how a basket splits into packages; same-box shipment merges them where supported").
 */
export interface PackageLine {
  id: string | number
  /** The product's shipping group (src/lib/products.ts SHIPPING_GROUPS); configured controllers are 'controller'. */
  shippingGroup: string
  assemblyDays: number
  hasSda: boolean
  sdaCapable: boolean
}

/** A shipping group's rule: whether it may share a box with the other mergeable groups. */
export interface ShippingGroupRule {
  key: string
  sameBox: boolean
}

/** Demo rules: controllers and accessories fit one box; a handheld console always ships alone. */
export const DEMO_SHIPPING_GROUP_RULES: readonly ShippingGroupRule[] = [
  { key: 'controller', sameBox: true },
  { key: 'accessory-small', sameBox: true },
  { key: 'accessory-large', sameBox: true },
  { key: 'handheld', sameBox: false },
]

/** The id of the package that same-box shipment makes. Other packages are known by their group key. */
export const SAME_BOX_PACKAGE_ID = 'same-box'

/** checkout.md "sdaAllowance (enabled; fedex_only or other)": which methods may carry Same Day Assembly. */
export interface SdaAllowance {
  enabled: boolean
  mode: 'fedex_only' | 'other'
}

export interface ShippingPackage<L extends PackageLine = PackageLine> {
  id: string
  lines: L[]
  /** The longest build of its lines, ignoring Same Day Assembly. */
  defaultAssemblyTime: number
  /** The longest build with SDA lines counted as 0 ('24 Hours'): SDA helps only when every build is SDA. */
  assemblyTime: number
  /** Some line has SDA switched on (and SDA is allowed here). */
  sda: boolean
  sdaAllowance: SdaAllowance
}

export interface SplitOptions {
  /** The basket's sameBoxShipment toggle. */
  sameBoxShipment: boolean
  groups?: readonly ShippingGroupRule[]
  /** SiteSettings.sameDayAssemblyEnabled. */
  sameDayAssemblyEnabled: boolean
  sdaMode?: SdaAllowance['mode']
}

export interface Split<L extends PackageLine> {
  packages: ShippingPackage<L>[]
  /** At least two packages could share a box: the page shows the same-box toggle. */
  isSameBoxShipmentSupported: boolean
}

function packageOf<L extends PackageLine>(id: string, lines: L[], options: SplitOptions): ShippingPackage<L> {
  const enabled = options.sameDayAssemblyEnabled && lines.some((l) => l.sdaCapable)
  const sda = enabled && lines.some((l) => l.hasSda)
  return {
    id,
    lines,
    defaultAssemblyTime: Math.max(...lines.map((l) => l.assemblyDays)),
    assemblyTime: Math.max(...lines.map((l) => (sda && l.hasSda ? SAME_DAY_ASSEMBLY_TIME : l.assemblyDays))),
    sda,
    sdaAllowance: { enabled, mode: options.sdaMode ?? 'other' },
  }
}

/**
 * One package per shipping group, in the order groups first appear in the basket. With same-box shipment on, every
 * group whose rule allows it is merged into one package ('same-box'); the others keep their own. An unknown group
 * ships alone. Pass only the lines that are counted (in stock and valid).
 */
export function splitPackages<L extends PackageLine>(lines: readonly L[], options: SplitOptions): Split<L> {
  const rules = new Map((options.groups ?? DEMO_SHIPPING_GROUP_RULES).map((g) => [g.key, g]))
  const mergeable = (group: string) => rules.get(group)?.sameBox === true
  const byGroup = new Map<string, L[]>()
  for (const line of lines) byGroup.set(line.shippingGroup, [...(byGroup.get(line.shippingGroup) ?? []), line])
  const isSameBoxShipmentSupported = [...byGroup.keys()].filter(mergeable).length >= 2

  const groups = new Map<string, L[]>()
  for (const [group, groupLines] of byGroup) {
    const id = options.sameBoxShipment && isSameBoxShipmentSupported && mergeable(group) ? SAME_BOX_PACKAGE_ID : group
    groups.set(id, [...(groups.get(id) ?? []), ...groupLines])
  }
  return {
    packages: [...groups].map(([id, groupLines]) => packageOf(id, groupLines, options)),
    isSameBoxShipmentSupported,
  }
}
