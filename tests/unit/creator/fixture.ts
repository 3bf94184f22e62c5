import type { CatalogOption, CatalogValue, CreatorCatalog } from '../../../src/creator/catalog'
import type { Rule } from '../../../src/creator/rules/schema'

/** A small PS5-like catalog: ids are chosen so tests read like the spec. */
export const ID = {
  body: 1,
  backShell: 2,
  buttons: 3,
  rapidFire: 4,
  paddles: 5,
  mimic: 6,
  performancePackage: 7,
  macroRemap: 8,
  sda: 9,
  warranty: 47,
  advancedBack: 11,
} as const

let nextValueId = 100
export function value(optionId: number, name: string, extra: Partial<CatalogValue> = {}): CatalogValue {
  return {
    id: extra.id ?? nextValueId++,
    optionId,
    name,
    price: 0,
    isDefault: false,
    isDisabled: false,
    isUnavailable: false,
    isFeatured: false,
    stock: 10,
    stockPolicy: 1,
    tags: [],
    sort: 0,
    ...extra,
  }
}

const option = (id: number, name: string, template: string, values: CatalogValue[] = [], price = 0): CatalogOption => ({
  id,
  name,
  template,
  price,
  isInventoried: values.length > 0,
  values,
})

export const V = {
  white: value(ID.body, 'White', { id: 10, isDefault: true }),
  cosmicRed: value(ID.body, 'Cosmic Red', { id: 11, price: 1499 }),
  soldOutBody: value(ID.body, 'Nova Pink', { id: 12, price: 1499, stock: 0 }),
  backOrderBody: value(ID.body, 'Galactic Purple', { id: 13, price: 1499, stock: 0, stockPolicy: 2 }),
  blackShell: value(ID.backShell, 'Black', { id: 20, isDefault: true }),
  redShell: value(ID.backShell, 'Red', { id: 21, price: 1499, stock: 2 }),
  blackButtons: value(ID.buttons, 'Black', { id: 30, isDefault: true }),
  goldButtons: value(ID.buttons, 'Chrome Gold', { id: 31, price: 1999, newPrice: 1799 }),
  unavailableButtons: value(ID.buttons, 'Clear', { id: 32, price: 999, isUnavailable: true }),
  noPaddles: value(ID.paddles, 'No Paddles', { id: 50, isDefault: true }),
  blackPaddles: value(ID.paddles, 'Black Paddles', { id: 51, price: 3999 }),
  standardBack: value(11, 'Standard Back', { id: 80, isDefault: true }),
  twoButtonBack: value(11, 'Advanced Back: 2 Buttons', { id: 81, price: 3999 }),
  chromeBody: value(1, 'Chrome Gold', { id: 14, price: 3499 }),
  noPerformance: value(ID.performancePackage, 'No Performance Package', { id: 70, isDefault: true }),
  performanceBlack: value(ID.performancePackage, 'Back Buttons & Trigger Locks', { id: 71, price: 4999 }),
}

const RAPID_FIRE = { on: 'option', option: ID.rapidFire } as const
const MODS = { on: 'mods' } as const

export const PS5_RULES: Rule[] = [
  {
    kind: 'requires',
    id: 'mods-need-rapid-fire',
    subject: MODS,
    requirement: [RAPID_FIRE],
    message: 'Rapid Fire has to be added to select Mods.',
  },
  {
    kind: 'requires',
    id: 'packages-need-rapid-fire',
    subject: { on: 'packages' },
    requirement: [RAPID_FIRE],
    message: 'Rapid Fire has to be added to select Mods.',
  },
  {
    kind: 'requires',
    id: 'paddles-need-rapid-fire',
    subject: { on: 'option', option: ID.paddles },
    requirement: [RAPID_FIRE],
    message: 'Rapid Fire has to be added to select Paddles',
    clearDelayMs: 500,
  },
  {
    kind: 'requires',
    id: 'mimic-needs-rapid-fire',
    subject: { on: 'option', option: ID.mimic },
    requirement: [RAPID_FIRE],
    message: 'Rapid Fire has to be added to select Mimic Buttons',
    clearDelayMs: 500,
  },
  {
    kind: 'requires',
    id: 'performance-needs-rapid-fire',
    subject: { on: 'option', option: ID.performancePackage },
    requirement: [RAPID_FIRE],
    message: 'Rapid Fire has to be added to select Performance Package',
    clearDelayMs: 500,
  },
  {
    kind: 'excludes',
    id: 'mods-over-macro-remap',
    subject: MODS,
    conflict: { on: 'option', option: ID.macroRemap },
    confirm: {
      message:
        "You're about to choose MODS over Macro Remap as these two options cannot be combined together. Would you like to proceed?",
      yes: 'YES, Remove Macro Remap',
      no: 'NO, Cancel Selection',
    },
  },
  {
    kind: 'excludes',
    id: 'macro-remap-over-mods',
    subject: { on: 'option', option: ID.macroRemap },
    conflict: MODS,
    confirm: {
      message:
        "You're about to choose Macro Remap over MODS as these two options cannot be combined together. Would you like to proceed?",
      yes: 'YES, Remove Mods',
      no: 'NO, Cancel Selection',
    },
  },
  {
    kind: 'excludes',
    id: 'shell-over-macro-remap',
    subject: { on: 'option', option: ID.backShell },
    conflict: { on: 'option', option: ID.macroRemap },
    confirm: {
      message:
        "{name} back shell cannot be combined with the Macro Remap option you've selected. The only compatible back shell is White. Changing back shell will remove the Macro Remap function...",
      yes: 'YES, Remove Macro Remap',
      no: 'NO, Cancel Selection',
    },
  },
  {
    kind: 'resetsOnUncheck',
    id: 'performance-resets-body',
    subject: { on: 'option', option: ID.performancePackage },
    targets: [ID.body],
  },
  {
    kind: 'sets',
    id: 'advanced-back-adds-black-shell',
    subject: { on: 'option', option: ID.advancedBack },
    unless: { on: 'option', option: ID.backShell, values: [20] },
    set: [{ option: ID.backShell, value: 20 }],
    confirm: {
      message:
        'Back shell in your controller configuration is not compatible with the {name} option. Adding {name} will also add Black back shell ... Adjusted cost: {price} Would you like to proceed?',
      yes: 'YES, Add {name}',
      no: 'NO, Cancel Selection',
    },
  },
  {
    kind: 'sets',
    id: 'chrome-body-sets-gold-buttons',
    subject: { on: 'option', option: ID.body, values: [14] },
    set: [{ option: ID.buttons, value: 31 }],
  },
]

export function ps5Catalog(overrides: Partial<CreatorCatalog> = {}): CreatorCatalog {
  return {
    platform: { slug: 'ps5', basePrice: 7499, enabled: true, sameDayAssembly: true },
    options: [
      option(ID.body, 'Body', 'body-picker', [V.white, V.cosmicRed, V.soldOutBody, V.backOrderBody, V.chromeBody]),
      option(ID.advancedBack, 'Advanced Back', 'advanced-back', [V.standardBack, V.twoButtonBack]),
      option(ID.backShell, 'Back Shell', 'back-shell-picker', [V.blackShell, V.redShell]),
      option(ID.buttons, 'Buttons', 'variation-list', [V.blackButtons, V.goldButtons, V.unavailableButtons]),
      option(ID.rapidFire, 'Rapid Fire', 'rapid-fire', [], 2999),
      option(ID.paddles, 'Paddles', 'paddles', [V.noPaddles, V.blackPaddles]),
      option(ID.mimic, 'Mimic Buttons', 'paddles', [], 1999),
      option(ID.performancePackage, 'Performance Package', 'performance-package', [
        V.noPerformance,
        V.performanceBlack,
      ]),
      option(ID.macroRemap, 'Macro Remap', 'macro-remap', [], 3499),
      option(ID.sda, 'Same Day Assembly', 'service', [], 2499),
    ],
    mods: [
      { id: 1, name: 'Jump Shot', price: 499, disabled: false },
      { id: 2, name: 'Quick Scope', price: 749, disabled: false },
      { id: 3, name: 'Auto Aim', price: 999, disabled: false },
    ],
    packages: [
      { id: 1, name: 'Shooter Package', price: 1999, newPrice: 1699, disabled: false, mods: [2, 3] },
      { id: 2, name: 'Jumper Package', price: 899, disabled: false, mods: [1] },
    ],
    macros: [],
    rules: { version: 1, rules: PS5_RULES },
    ...overrides,
  }
}
