import type { OptionMaps } from '../../lib/option-maps'
import type { OptionTemplate } from '../../lib/option-templates'
import {
  DEFAULT_XBOX_ELITE_BODY_ID,
  SAME_DAY_ASSEMBLY_OPTION_ID,
  STOCK_POLICY_CONTINUE,
  STOCK_POLICY_DENY,
  WARRANTY_OPTION_IDS,
} from '../../lib/platforms'
import { type Part, partsOf, type Side } from '../art'
import { IdAllocator } from './ids'
import { PAINT, type Paint, type PaintKey } from './palette'
import { PLATFORM_SEEDS, type PlatformSeed } from './platforms'

export interface ValueSeed {
  id: number
  name: string
  group?: string
  price: number
  oldPrice?: number
  paint?: Paint
  part?: Part
  tags: string[]
  isDefault: boolean
  isFeatured: boolean
  isUnavailable: boolean
  stock: number
  stockPolicy: number
  sort: number
}

export interface OptionSeed {
  id: number
  name: string
  description: string
  template: OptionTemplate
  group?: string
  price: number
  isInventoried: boolean
  isGrouped: boolean
  platforms: string[]
  values: ValueSeed[]
  maps?: OptionMaps
  sort: number
}

export interface GroupSeed {
  name: string
  header: string
  category: 'Design' | 'Performance' | 'Hardware'
  description: string
  tooltip?: string
  checked: boolean
  sort: number
}

export interface AddonSeed {
  id: number
  name: string
  description: string
  price: number
  newPrice?: number
  platforms: string[]
  sort: number
}

export interface PackageSeed extends AddonSeed {
  mods: number[]
}

export interface Catalog {
  groups: Record<string, GroupSeed[]>
  options: OptionSeed[]
  mods: AddonSeed[]
  packages: PackageSeed[]
  macros: AddonSeed[]
  /** platform slug -> default body value id */
  defaultBodies: Record<string, number>
}

const GROUPS: GroupSeed[] = [
  {
    name: 'Body',
    header: 'Choose your front shell',
    category: 'Design',
    description: 'The faceplate you see and hold.',
    checked: true,
    sort: 1,
  },
  {
    name: 'Back Shell',
    header: 'Choose your back shell',
    category: 'Design',
    description: 'The back housing and grips.',
    checked: false,
    sort: 2,
  },
  {
    name: 'Buttons',
    header: 'Action buttons',
    category: 'Design',
    description: 'Face buttons in solid, chrome or clear finishes.',
    checked: false,
    sort: 3,
  },
  {
    name: 'D-pad',
    header: 'Directional pad',
    category: 'Design',
    description: 'A matching or contrasting d-pad.',
    checked: false,
    sort: 4,
  },
  {
    name: 'Thumbsticks',
    header: 'Thumbsticks',
    category: 'Design',
    description: 'Stick caps and colours.',
    checked: false,
    sort: 5,
  },
  { name: 'Touchpad', header: 'Touchpad', category: 'Design', description: 'Touchpad cover.', checked: false, sort: 6 },
  {
    name: 'Triggers',
    header: 'Triggers and bumpers',
    category: 'Design',
    description: 'Shoulder buttons and triggers.',
    checked: false,
    sort: 7,
  },
  {
    name: 'Grip Panels',
    header: 'Grip panels',
    category: 'Design',
    description: 'Textured rear grips.',
    checked: false,
    sort: 8,
  },
  {
    name: 'Trim',
    header: 'Trim',
    category: 'Design',
    description: 'Accent trim around the faceplate.',
    checked: false,
    sort: 9,
  },
  {
    name: 'Home Button',
    header: 'Home button',
    category: 'Design',
    description: 'Guide / home button colour.',
    checked: false,
    sort: 10,
  },
  {
    name: 'LED Running Lights',
    header: 'LED Running Lights',
    category: 'Design',
    description: 'Glowing LED strips, a colour for each side; they need paddles first.',
    checked: false,
    sort: 11,
  },
  {
    name: 'Color Kits',
    header: 'Color kits',
    category: 'Design',
    description: 'Matching sets that colour several parts at once.',
    checked: false,
    sort: 12,
  },
  {
    name: 'Rapid Fire',
    header: 'Rapid Fire',
    category: 'Performance',
    description: 'Adds the Rapid Fire chip; mods need it.',
    tooltip: 'Rapid Fire has to be added to select Mods.',
    checked: true,
    sort: 20,
  },
  {
    name: 'Paddles',
    header: 'Paddles',
    category: 'Performance',
    description: 'Back paddles you can map to any button.',
    checked: false,
    sort: 21,
  },
  {
    name: 'Mimic Buttons',
    header: 'Mimic Buttons',
    category: 'Performance',
    description: 'Extra buttons that mimic face buttons.',
    checked: false,
    sort: 22,
  },
  {
    name: 'Performance Package',
    header: 'Performance Package',
    category: 'Performance',
    description: 'Back Buttons & Trigger Locks.',
    checked: false,
    sort: 23,
  },
  {
    name: 'Macro Remap',
    header: 'Macro Remap',
    category: 'Performance',
    description: 'Remap any button on the fly.',
    checked: false,
    sort: 24,
  },
  {
    name: 'Advanced Back',
    header: 'Advanced Back',
    category: 'Performance',
    description: 'Remappable back buttons built into the shell.',
    checked: false,
    sort: 25,
  },
  {
    name: 'Advanced Inputs',
    header: 'Advanced Inputs',
    category: 'Performance',
    description: 'Advanced Paddle Inputs and stick modules.',
    checked: false,
    sort: 26,
  },
  {
    name: 'Smart Triggers',
    header: 'Smart Triggers',
    category: 'Performance',
    description: 'Hair-trigger stops for faster shots.',
    checked: false,
    sort: 27,
  },
  {
    name: 'RGB Lighting',
    header: 'RGB Lighting',
    category: 'Performance',
    description: 'Full RGB lighting kit.',
    checked: false,
    sort: 28,
  },
  {
    name: 'Storage',
    header: 'Storage',
    category: 'Hardware',
    description: 'Internal SSD size.',
    checked: true,
    sort: 30,
  },
  { name: 'Screen', header: 'Screen', category: 'Hardware', description: 'Display finish.', checked: false, sort: 31 },
]

/** Deterministic stock levels: most values in stock, some sold out, some sold on back-order (policy 2). */
function stockFor(id: number, isDefault: boolean): { stock: number; stockPolicy: number } {
  if (isDefault) return { stock: 25 + (id % 40), stockPolicy: STOCK_POLICY_DENY }
  if (id % 11 === 0) return { stock: 0, stockPolicy: STOCK_POLICY_DENY }
  if (id % 7 === 0) return { stock: 0, stockPolicy: STOCK_POLICY_CONTINUE }
  return { stock: 3 + ((id * 37) % 45), stockPolicy: STOCK_POLICY_DENY }
}

interface ValueInput {
  paint?: PaintKey
  name?: string
  price?: number
  oldPrice?: number
  group?: string
  isDefault?: boolean
  isFeatured?: boolean
  isUnavailable?: boolean
  id?: number
}

class CatalogBuilder {
  readonly optionIds = new IdAllocator(1, [SAME_DAY_ASSEMBLY_OPTION_ID, ...Object.values(WARRANTY_OPTION_IDS)])
  readonly valueIds = new IdAllocator(1, [DEFAULT_XBOX_ELITE_BODY_ID])
  readonly modIds = new IdAllocator(1)
  readonly packageIds = new IdAllocator(1)
  readonly macroIds = new IdAllocator(1)
  readonly catalog: Catalog = { groups: {}, options: [], mods: [], packages: [], macros: [], defaultBodies: {} }

  values(part: Part | undefined, inputs: ValueInput[]): ValueSeed[] {
    return inputs.map((input, index) => {
      const id = input.id ?? this.valueIds.take()
      const paint = input.paint ? PAINT[input.paint] : undefined
      const isDefault = input.isDefault ?? false
      return {
        id,
        name: input.name ?? paint?.name ?? `Value ${id}`,
        group: input.group,
        price: input.price ?? 0,
        oldPrice: input.oldPrice,
        paint,
        part: paint ? part : undefined,
        tags: paint?.tags ?? [],
        isDefault,
        isFeatured: input.isFeatured ?? false,
        isUnavailable: input.isUnavailable ?? false,
        sort: index + 1,
        ...stockFor(id, isDefault),
      }
    })
  }

  option(
    platform: string,
    spec: Omit<OptionSeed, 'id' | 'platforms' | 'values' | 'sort' | 'isInventoried' | 'isGrouped' | 'price'> & {
      price?: number
      part?: Part
      values: ValueInput[]
      isGrouped?: boolean
      id?: number
    },
  ): OptionSeed {
    const option: OptionSeed = {
      id: spec.id ?? this.optionIds.take(),
      name: spec.name,
      description: spec.description,
      template: spec.template,
      group: spec.group,
      price: spec.price ?? 0,
      isInventoried: spec.values.length > 0,
      isGrouped: spec.isGrouped ?? false,
      platforms: [platform],
      values: this.values(spec.part, spec.values),
      maps: spec.maps,
      sort: this.catalog.options.length + 1,
    }
    this.catalog.options.push(option)
    return option
  }
}

/** The LED strips' colours (each side chooses one). */
const LED_PAINTS: PaintKey[] = ['cosmicRed', 'shockBlue', 'electricVolt', 'galacticPurple', 'white']

const COLOUR_RANGE: PaintKey[] = [
  'midnightBlack',
  'white',
  'cosmicRed',
  'shockBlue',
  'electricVolt',
  'deepPink',
  'chromeGold',
  'chromeSilver',
  'clear',
]

function colourValues(defaultPaint: PaintKey, extra: PaintKey[] = COLOUR_RANGE): ValueInput[] {
  const keys = [defaultPaint, ...extra.filter((k) => k !== defaultPaint)]
  return keys.map((key) => ({
    paint: key,
    isDefault: key === defaultPaint,
    price:
      key === defaultPaint ? 0 : PAINT[key].finish === 'metallic' ? 1999 : PAINT[key].finish === 'clear' ? 1499 : 999,
  }))
}

function bodyValues(p: PlatformSeed): ValueInput[] {
  const exclusive: ValueInput[] = (['aurora', 'lava', 'carbonFiber', 'galaxy', 'oceanWave'] as PaintKey[]).map(
    (key, i) => ({
      paint: key,
      group: 'Exclusive Designs',
      price: 4999 + i * 500,
      oldPrice: i === 0 ? 6499 : undefined,
      isFeatured: i < 2,
    }),
  )
  if (p.slug === 'ps5' || p.slug === 'ps5-edge') {
    const core: ValueInput[] = [
      { paint: 'midnightBlack', group: 'Solid Colors', price: 0 },
      { paint: 'white', group: 'Solid Colors', price: 0, isDefault: true },
      { paint: 'cosmicRed', group: 'Solid Colors', price: 1499 },
      { paint: 'galacticPurple', group: 'Solid Colors', price: 1499 },
      { paint: 'novaPink', group: 'Solid Colors', price: 1499 },
      { paint: 'starlightBlue', group: 'Solid Colors', price: 1499 },
      { paint: 'greyCamo', group: 'Camouflage', price: 2499 },
      { paint: 'forestCamo', group: 'Camouflage', price: 2499 },
      { paint: 'chromeGold', group: 'Chrome', price: 3499 },
    ]
    return [...exclusive, ...core]
  }
  const defaultPaint: PaintKey =
    p.family === 'nintendo' || p.family === 'steam' || p.slug === 'xbox-elite'
      ? 'carbonBlack'
      : p.family === 'xbox'
        ? 'robotWhite'
        : 'midnightBlack'
  const core: ValueInput[] = [
    {
      paint: defaultPaint,
      group: 'Solid Colors',
      isDefault: true,
      id: p.slug === 'xbox-elite' ? DEFAULT_XBOX_ELITE_BODY_ID : undefined,
    },
    ...(['midnightBlack', 'robotWhite', 'pulseRed', 'shockBlue', 'stormGrey', 'mintGreen'] as PaintKey[])
      .filter((k) => PAINT[k].name !== PAINT[defaultPaint].name)
      .map((key) => ({ paint: key, group: 'Solid Colors', price: 1499 })),
    { paint: 'arcticCamo', group: 'Camouflage', price: 2499 },
    { paint: 'forestCamo', group: 'Camouflage', price: 2499 },
    { paint: 'chromeSilver', group: 'Chrome', price: 3499 },
    { paint: 'clearBlue', group: 'Clear', price: 2999, isUnavailable: p.slug === 'xbox-360' },
  ]
  return [...exclusive, ...core]
}

/** Xbox Series X: grips sold as Performance Grip Panels with the mechanical trigger (creator.md section 2). */
export const PERFORMANCE_GRIP_GROUP = 'Performance Grip Panels'
const PERFORMANCE_GRIPS = ['Chrome Silver', 'Forest Camo']

function hasPart(platform: string, part: Part): boolean {
  const sides: Side[] = platform === 'nintendo-switch' ? ['front', 'top', 'back'] : ['front', 'back']
  return sides.some((side) => partsOf(platform, side).includes(part))
}

function buildPlatform(b: CatalogBuilder, p: PlatformSeed): void {
  const slug = p.slug
  const used = new Set<string>()
  const add = (...args: Parameters<CatalogBuilder['option']>) => {
    const option = b.option(...args)
    if (option.group) used.add(option.group)
    return option
  }
  const design = (
    name: string,
    group: string,
    part: Part,
    template: OptionTemplate,
    values: ValueInput[],
    description: string,
  ) => {
    if (!hasPart(slug, part)) return undefined
    return add(slug, { name, group, part, template, values, description, isGrouped: template.endsWith('picker') })
  }

  const body = design(
    'Body',
    'Body',
    'body',
    slug === 'xbox-elite' ? 'elite-body-grid' : 'body-picker',
    bodyValues(p),
    'Front shell colour or design.',
  )
  if (body) b.catalog.defaultBodies[slug] = body.values.find((v) => v.isDefault)?.id ?? body.values[0]!.id

  const backShell = design(
    'Back Shell',
    'Back Shell',
    'backShell',
    slug === 'xbox-elite' ? 'elite-back-design' : 'back-shell-picker',
    [
      { paint: 'midnightBlack', group: 'Solid Colors', isDefault: true },
      { paint: 'white', group: 'Solid Colors', price: 1499 },
      { paint: 'cosmicRed', group: 'Solid Colors', price: 1499 },
      { paint: 'shockBlue', group: 'Solid Colors', price: 1499 },
      { paint: 'greyCamo', group: 'Camouflage', price: 2499 },
      { paint: 'chromeSilver', group: 'Chrome', price: 2999 },
      { paint: 'carbonFiber', group: 'Exclusive Designs', price: 3999 },
    ],
    'Back housing colour.',
  )
  design(
    'Buttons',
    'Buttons',
    'buttons',
    'variation-list',
    colourValues(p.family === 'playstation' ? 'midnightBlack' : 'carbonBlack'),
    'Face buttons.',
  )
  design('D-pad', 'D-pad', 'dpad', 'variation-list', colourValues('carbonBlack'), 'Directional pad.')
  design('Thumbsticks', 'Thumbsticks', 'thumbsticks', 'variation-list', colourValues('carbonBlack'), 'Thumbstick caps.')
  if (p.hasTouchpad)
    design(
      'Touchpad',
      'Touchpad',
      'touchpad',
      'variation-list',
      colourValues(slug === 'steam-deck' ? 'carbonBlack' : 'white'),
      'Touchpad cover.',
    )
  const triggers = design(
    'Triggers',
    'Triggers',
    'triggers',
    slug === 'xbox-series-x' ? 'trigger-grid' : 'variation-list',
    colourValues('carbonBlack'),
    'Triggers and bumpers.',
  )
  const grips = design(
    'Grip Panels',
    'Grip Panels',
    'grips',
    'variation-list',
    colourValues('carbonBlack', ['cosmicRed', 'shockBlue', 'chromeSilver', 'forestCamo']),
    'Textured rear grips.',
  )
  if (triggers && grips && slug === 'xbox-series-x') {
    const mechanical = triggers.values.find((v) => v.paint?.finish === 'metallic')
    // The textured grips are the performance grip panels that go with the mechanical trigger's trigger stops.
    for (const v of grips.values) {
      if (!v.isDefault) v.group = PERFORMANCE_GRIPS.includes(v.name) ? PERFORMANCE_GRIP_GROUP : 'Standard Grip Panels'
    }
    triggers.maps = {
      trigger: { mechanicalTriggerId: mechanical?.id ?? triggers.values[0]!.id, gripGroups: [PERFORMANCE_GRIP_GROUP] },
    }
  }
  design(
    'Trim',
    'Trim',
    'trim',
    'variation-list',
    colourValues('carbonBlack', ['white', 'chromeGold', 'chromeSilver', 'cosmicRed']),
    'Accent trim.',
  )
  design(
    'Home Button',
    'Home Button',
    'home',
    'variation-list',
    colourValues('carbonBlack', ['white', 'pulseRed', 'shockBlue', 'chromeGold']),
    'Home / guide button.',
  )
  const paddles = design(
    'Paddles',
    'Paddles',
    'paddles',
    'paddles',
    [
      { name: 'No Paddles', isDefault: true },
      ...colourValues('midnightBlack', ['midnightBlack', 'white', 'chromeSilver', 'chromeGold', 'cosmicRed']).map(
        (v) => ({ ...v, isDefault: false, price: (v.price ?? 0) + 3999 }),
      ),
    ],
    'Back paddles.',
  )
  if (paddles && hasPart(slug, 'led')) {
    // An enable checkbox, then a colour for each side (creator.md section 2); the rules hide the colour lists
    // until the checkbox is on, and turning it on lights both sides in the first colour.
    add(slug, {
      name: 'LED Running Lights',
      group: 'LED Running Lights',
      template: 'led-lights',
      description: 'Glowing LED strips along the grips.',
      price: 2499,
      values: [],
    })
    for (const [side, part] of [
      ['Left', 'ledLeft'],
      ['Right', 'ledRight'],
    ] as const)
      design(
        `${side} LED Color`,
        'LED Running Lights',
        part,
        'led-lights',
        [{ name: 'Off', isDefault: true }, ...LED_PAINTS.map((paint) => ({ paint }))],
        `Lights the ${side.toLowerCase()} grip.`,
      )
  }

  if (p.family === 'steam') {
    add(slug, {
      name: 'Storage',
      group: 'Storage',
      template: 'variation-list',
      description: 'Internal SSD.',
      values: [
        { name: '512 GB NVMe SSD', isDefault: true },
        { name: '1 TB NVMe SSD', price: 8999 },
        { name: '2 TB NVMe SSD', price: 19999 },
      ],
    })
    add(slug, {
      name: 'Screen',
      group: 'Screen',
      template: 'checkbox',
      description: 'Premium anti-glare etched glass.',
      price: 2999,
      values: [],
    })
    finishGroups(b, slug, used)
    return
  }

  add(slug, {
    name: 'Rapid Fire',
    group: 'Rapid Fire',
    template: 'rapid-fire',
    description: 'Rapid Fire chip with mode LED. Mods need it.',
    price: 2999,
    values: [],
  })
  if (p.family !== 'nintendo') {
    add(slug, {
      name: 'Mimic Buttons',
      group: 'Mimic Buttons',
      template: 'paddles',
      description: 'Two extra buttons that mimic any face button.',
      price: 1999,
      values: [],
    })
  }
  if (p.family === 'xbox' || slug === 'ps4' || slug === 'ps5') {
    const drawsBack = hasPart(slug, 'paddles')
    add(slug, {
      name: 'Performance Package',
      group: 'Performance Package',
      template: 'performance-package',
      part: 'paddles',
      description: 'Back Buttons & Trigger Locks.',
      values: [
        { name: 'No Performance Package', isDefault: true },
        { paint: drawsBack ? 'midnightBlack' : undefined, name: 'Back Buttons & Trigger Locks (Black)', price: 4999 },
        { paint: drawsBack ? 'white' : undefined, name: 'Back Buttons & Trigger Locks (White)', price: 4999 },
      ],
    })
  }
  if (slug === 'ps4' || slug === 'ps5' || slug === 'ps5-edge' || slug === 'xbox-one') {
    add(slug, {
      name: 'Macro Remap',
      group: 'Macro Remap',
      template: 'macro-remap',
      description: 'Remap buttons on the fly.',
      price: 3499,
      values: [],
      maps: backShell ? { defaultBackId: backShell.values[1]!.id } : undefined,
    })
    // Macro Remap's only compatible back shell (White) is made to order, so adding Macro Remap never leads to a
    // sold-out controller (the rule lint refuses a rule that sets a sold-out value).
    const white = backShell?.values[1]
    if (white) white.stockPolicy = STOCK_POLICY_CONTINUE
  }
  if (slug === 'ps5' || slug === 'ps4' || slug === 'xbox-series-x') {
    const black = backShell?.values.find((v) => v.isDefault)
    const advanced = add(slug, {
      name: 'Advanced Back',
      group: 'Advanced Back',
      template: 'advanced-back',
      description: 'Remappable back buttons built into the shell.',
      values: [
        { name: 'Standard Back', isDefault: true },
        { name: 'Advanced Back: 2 Buttons', price: 3999 },
        { name: 'Advanced Back: 4 Buttons', price: 5999 },
      ],
    })
    if (black && backShell) {
      advanced.maps = {
        backShell: Object.fromEntries([
          ...advanced.values.slice(1).map((v) => [String(v.id), [black.id]]),
          ['*', backShell.values.map((v) => v.id)],
        ]),
        defaultBackId: black.id,
      }
    }
  }
  if (slug === 'ps5-edge') {
    add(slug, {
      name: 'Advanced Paddle Inputs',
      group: 'Advanced Inputs',
      template: 'checkbox-card',
      description: 'Map paddles to stick inputs (needs the agreement).',
      price: 2499,
      values: [],
    })
    add(slug, {
      name: 'Mods Agreement',
      group: 'Advanced Inputs',
      template: 'checkbox',
      description: 'I understand thumbstick mods change stick behaviour.',
      price: 0,
      values: [],
    })
  }
  if (slug === 'ps5' || slug === 'xbox-series-x') {
    add(slug, {
      name: 'Smart Triggers',
      group: 'Smart Triggers',
      template: 'checkbox',
      description: 'Hair-trigger stops.',
      price: 1999,
      values: [],
    })
    const kits = add(slug, {
      name: 'Color Kits',
      group: 'Color Kits',
      template: 'linked-options',
      // A kit is a shortcut: it sets the linked parts, which carry the prices (the kit itself stays at 'No Kit').
      description: 'Colour several parts at once.',
      values: [{ name: 'No Kit', isDefault: true }, { name: 'Stealth Kit' }, { name: 'Gold Rush Kit' }],
    })
    linkKits(b, slug, kits)
  }
  if (slug === 'ps4' || slug === 'xbox-one') {
    add(slug, {
      name: 'RGB Lighting',
      group: 'RGB Lighting',
      template: 'rgb-lighting',
      description: 'Full RGB lighting kit.',
      values: [
        { name: 'No RGB', isDefault: true },
        { name: 'RGB Lighting Kit', price: 3999 },
      ],
    })
  }
  finishGroups(b, slug, used)
}

/** Colour kits link to values of other options of the same platform ('option_{id}_value_{id}' keys). */
function linkKits(b: CatalogBuilder, slug: string, kits: OptionSeed): void {
  const ofPlatform = (name: string) => b.catalog.options.find((o) => o.name === name && o.platforms.includes(slug))
  const pick = (optionName: string, paintName: string) => {
    const option = ofPlatform(optionName)
    const value = option?.values.find((v) => v.paint?.name === paintName)
    return option && value ? `option_${option.id}_value_${value.id}` : undefined
  }
  const stealth = [
    pick('Buttons', 'Midnight Black'),
    pick('D-pad', 'Midnight Black'),
    pick('Thumbsticks', 'Midnight Black'),
  ]
  const gold = [pick('Buttons', 'Chrome Gold'), pick('D-pad', 'Chrome Gold'), pick('Thumbsticks', 'Chrome Gold')]
  kits.values[1]!.group = stealth.filter(Boolean).join(',')
  kits.values[2]!.group = gold.filter(Boolean).join(',')
}

function finishGroups(b: CatalogBuilder, slug: string, used: Set<string>): void {
  b.catalog.groups[slug] = GROUPS.filter((g) => used.has(g.name))
}

const MOD_NAMES = [
  'Jump Shot',
  'Drop Shot',
  'Quick Scope',
  'Auto Aim',
  'Fast Reload',
  'Sniper Breath',
  'Auto Run',
  'Burst Fire',
]
const PACKAGES = [
  { name: 'Shooter Package', mods: ['Quick Scope', 'Auto Aim', 'Fast Reload'], price: 1999 },
  { name: 'Sniper Package', mods: ['Quick Scope', 'Sniper Breath'], price: 1299 },
  { name: 'Movement Package', mods: ['Jump Shot', 'Drop Shot', 'Auto Run'], price: 1799 },
  { name: 'Pro Package', mods: ['Jump Shot', 'Drop Shot', 'Quick Scope', 'Burst Fire'], price: 2499 },
  {
    name: 'Competitive Package',
    mods: ['Quick Scope', 'Auto Aim', 'Fast Reload', 'Burst Fire', 'Auto Run'],
    price: 2999,
  },
  { name: 'All Mods Package', mods: MOD_NAMES, price: 3499 },
]
const MACRO_NAMES = [
  'Jump Shot Macro',
  'Reload Cancel Macro',
  'Build Edit Macro',
  'Crouch Spam Macro',
  'Slide Cancel Macro',
]

function buildAddons(b: CatalogBuilder, p: PlatformSeed): void {
  if (p.family === 'steam') return
  const mods = MOD_NAMES.slice(0, p.family === 'nintendo' ? 5 : MOD_NAMES.length).map((name, i) => ({
    id: b.modIds.take(),
    name,
    description: `${name} mode on the Rapid Fire chip.`,
    price: 499 + (i % 3) * 250,
    platforms: [p.slug],
    sort: i + 1,
  }))
  b.catalog.mods.push(...mods)
  for (const [i, pack] of PACKAGES.entries()) {
    const modIds = pack.mods
      .map((n) => mods.find((m) => m.name === n)?.id)
      .filter((id): id is number => id !== undefined)
    if (modIds.length < 2) continue
    b.catalog.packages.push({
      id: b.packageIds.take(),
      name: pack.name,
      description: `Includes ${pack.mods.filter((n) => mods.some((m) => m.name === n)).join(', ')}.`,
      price: pack.price,
      newPrice: i === 0 ? pack.price - 300 : undefined,
      platforms: [p.slug],
      mods: modIds,
      sort: i + 1,
    })
  }
  if (p.hasMacros) {
    b.catalog.macros.push(
      ...MACRO_NAMES.map((name, i) => ({
        id: b.macroIds.take(),
        name,
        description: `${name.replace(' Macro', '')} on one press.`,
        price: 799,
        platforms: [p.slug],
        sort: i + 1,
      })),
    )
  }
}

function buildServices(b: CatalogBuilder): void {
  const sdaPlatforms = PLATFORM_SEEDS.filter((p) => p.sda).map((p) => p.slug)
  b.option(sdaPlatforms[0]!, {
    id: SAME_DAY_ASSEMBLY_OPTION_ID,
    name: 'Same Day Assembly',
    template: 'service',
    description: 'Built and shipped within 24 hours.',
    price: 2499,
    values: [],
  }).platforms = sdaPlatforms
  const warranty = new Map<number, string[]>()
  for (const [platform, id] of Object.entries(WARRANTY_OPTION_IDS))
    warranty.set(id, [...(warranty.get(id) ?? []), platform])
  for (const [id, platforms] of warranty) {
    b.option(platforms[0]!, {
      id,
      name: 'Extended Warranty',
      template: 'service',
      description: '1-year extended warranty on parts and labour.',
      price: id === 47 ? 2499 : 1999,
      values: [],
    }).platforms = platforms
  }
}

/** The whole demo option catalog, with the same ids on every run. */
export function buildCatalog(): Catalog {
  const b = new CatalogBuilder()
  buildServices(b)
  for (const platform of PLATFORM_SEEDS) {
    buildPlatform(b, platform)
    buildAddons(b, platform)
  }
  return b.catalog
}
