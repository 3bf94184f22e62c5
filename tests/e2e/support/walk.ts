/**
 * The confirmation walk: for every rule of a demo platform that can ask (excludes, and sets with `confirm`), the
 * shortest sequence of shopper clicks that makes the creator ask it, worked out in Node with the real engine on the
 * exact catalog the demo store is seeded with, then replayed in the page by clicking what a shopper clicks.
 */
import { expect, type Locator, type Page } from '@playwright/test'
import { type CatalogIndex, type CatalogOption, type CreatorCatalog, indexCatalog } from '../../../src/creator/catalog'
import {
  type Action,
  type Confirmation,
  createEngine,
  type Engine,
  isSoldOut,
  listedValues,
  visibilityOf,
} from '../../../src/creator/engine'
import { changedKeys, matches } from '../../../src/creator/engine/selectors'
import type { Rule, Selector } from '../../../src/creator/rules/schema'
import type { Selection } from '../../../src/creator/selection'
import { buildCatalog } from '../../../src/seed/data/catalog'
import { creatorCatalogFromSeed } from '../../../src/seed/data/creator-catalog'
import { PLATFORM_SEEDS } from '../../../src/seed/data/platforms'
import { group } from './creator'

/** Longest click sequence searched, the asking click included (the rule lint's REACH_DEPTH). */
export const WALK_DEPTH = 4
/** Values of one option tried as a step towards a confirmation (the asking click itself tries every value). */
const HELPER_VALUES = 2
/** Mods, packages or macros tried as a step towards a confirmation. */
const HELPER_ITEMS = 2

export type AskingRule = Extract<Rule, { kind: 'excludes' }> | Extract<Rule, { kind: 'sets' }>
type Tab = 'mods' | 'macros'

/** What the page holds: the engine's selection and the Mods/Macros tab of the panel under Rapid Fire. */
export interface PageState {
  selection: Selection
  tab: Tab
}

/** What a shopper can click in the page (the tab switch included: macros are only offered on the Macros tab). */
export type ShopperAction = Exclude<Action, { type: 'setQuantity' } | { type: 'reset' }>

export interface Step {
  action: ShopperAction
  /** In the shopper's words: 'choose Glacier White (Back Shell)'. */
  label: string
  before: PageState
  /** After the click, a confirmation answered yes. */
  after: PageState
  confirmation?: Confirmation
}

export interface RuleWalk {
  rule: AskingRule
  /** The clicks before the asking one (intermediate confirmations are answered yes). */
  path: Step[]
  /** The click that asks this rule's confirmation; `after` is the state YES leads to. */
  ask: Step & { confirmation: Confirmation }
}

export interface PlatformWalk {
  slug: string
  route: string
  catalog: CreatorCatalog
  index: CatalogIndex
  engine: Engine
  /** Option id -> the name of the page group holding it (`details[data-group]`). */
  groupOf: Map<number, string>
  rules: AskingRule[]
  walks: RuleWalk[]
  /** Rules the search found no click sequence for, with what was tried. */
  unreached: Array<{ rule: AskingRule; why: string }>
}

const asks = (rule: Rule): rule is AskingRule =>
  rule.kind === 'excludes' || (rule.kind === 'sets' && rule.confirm !== undefined)

const optionIdOf = (key: string) => Number(key.slice('option_'.length))

/** Values a shopper can click now or later: listed, not sold out, not unavailable (the default always). */
function clickableValues(option: CatalogOption) {
  const listed = new Set(listedValues(option).map((v) => v.id))
  return option.values.filter(
    (v) => listed.has(v.id) && (v.isDefault || (!v.isUnavailable && !isSoldOut(option, v) && !v.isDisabled)),
  )
}

function describe(index: CatalogIndex, action: ShopperAction): string {
  switch (action.type) {
    case 'chooseValue':
      return `choose ${index.values.get(action.valueId)?.name} (${index.options.get(action.optionId)?.name})`
    case 'toggleOption':
      return `${action.on ? 'check' : 'uncheck'} ${index.options.get(action.optionId)?.name}`
    case 'acceptAgreement':
      return `${action.accepted ? 'accept' : 'withdraw'} the agreement`
    case 'toggleMod':
      return `${action.on ? 'add' : 'remove'} mod ${index.mods.get(action.id)?.name}`
    case 'togglePackage':
      return `${action.on ? 'add' : 'remove'} package ${index.packages.get(action.id)?.name}`
    case 'toggleMacro':
      return `${action.on ? 'add' : 'remove'} macro ${index.macros.get(action.id)?.name}`
    case 'switchTab':
      return `switch to the ${action.tab === 'macros' ? 'Macros' : 'Mods'} tab`
  }
}

export const describePath = (steps: Step[]) =>
  steps.length ? steps.map((s) => s.label).join(' → ') : '(from the default configuration)'

/**
 * Plans the walk of one demo platform: a breadth-first search from the default configuration over what a shopper
 * can click, restricted to what the rules name (their subjects, conflicts, requirements and what hides waits for),
 * for the shortest click sequence whose last click asks each rule.
 */
export function planPlatform(slug: string, seed = buildCatalog()): PlatformWalk {
  const platform = PLATFORM_SEEDS.find((p) => p.slug === slug)
  if (!platform) throw new Error(`No demo platform "${slug}"`)
  const catalog = creatorCatalogFromSeed(slug, seed)
  const index = indexCatalog(catalog)
  const engine = createEngine(catalog)
  const groupOf = new Map<number, string>()
  for (const o of seed.options) if (o.platforms.includes(slug) && o.group) groupOf.set(o.id, o.group)
  const agreement = catalog.rules.agreement?.option
  const all = catalog.rules.rules
  const rules = all.filter(asks)

  /** The clicks that turn a selector on; `cap` keeps the first few (in the merchandiser's order). */
  const turningOn = (selector: Selector, cap = Number.POSITIVE_INFINITY): ShopperAction[] => {
    if (selector.on === 'option') {
      const option = index.options.get(selector.option)
      if (!option || !groupOf.has(option.id) || option.template === 'service') return []
      if (option.id === agreement) return [{ type: 'acceptAgreement', accepted: true }]
      if (option.values.length === 0) return [{ type: 'toggleOption', optionId: option.id, on: true }]
      return clickableValues(option)
        .filter((v) => (selector.values ? selector.values.includes(v.id) : !v.isDefault))
        .slice(0, cap)
        .map((v) => ({ type: 'chooseValue', optionId: option.id, valueId: v.id }))
    }
    const type = ({ mods: 'toggleMod', packages: 'togglePackage', macros: 'toggleMacro' } as const)[selector.on]
    const items: ShopperAction[] = catalog[selector.on]
      .filter((item) => !item.disabled && (!selector.ids || selector.ids.includes(item.id)))
      .slice(0, cap)
      .map((item) => ({ type, id: item.id, on: true }))
    if (selector.on !== 'mods') return items
    // A package checks its mods: on PS5 Edge, where mods need a package, it is how mods come on at all.
    const packages: ShopperAction[] = catalog.packages
      .filter((p) => !p.disabled && p.mods.some((id) => !selector.ids || selector.ids.includes(id)))
      .slice(0, cap)
      .map((p) => ({ type: 'togglePackage', id: p.id, on: true }))
    return [...items, ...packages]
  }
  /** Clicks that move an option away from a value (a `sets` rule asks only while its option holds another). */
  const awayFrom = (optionId: number, value: number | boolean): ShopperAction[] => {
    const option = index.options.get(optionId)
    if (!option || option.values.length === 0) return []
    return turningOn({ on: 'option', option: optionId })
      .filter((a) => a.type === 'chooseValue' && a.valueId !== value)
      .slice(0, HELPER_VALUES)
  }

  const helperList: ShopperAction[] = []
  const helperKeys = new Set<string>()
  const addHelpers = (actions: ShopperAction[]) => {
    for (const action of actions) {
      const key = JSON.stringify(action)
      if (helperKeys.has(key)) continue
      helperKeys.add(key)
      helperList.push(action)
    }
  }
  const cap = (selector: Selector) => (selector.on === 'option' ? HELPER_VALUES : HELPER_ITEMS)
  for (const rule of all) {
    const selectors: Selector[] =
      rule.kind === 'excludes'
        ? [rule.subject, rule.conflict, ...(rule.asksAlsoWhen ?? [])]
        : rule.kind === 'sets'
          ? [rule.subject]
          : rule.kind === 'requires'
            ? rule.requirement
            : rule.kind === 'hides'
              ? (rule.unless ?? [])
              : []
    for (const selector of selectors) addHelpers(turningOn(selector, cap(selector)))
    if (rule.kind === 'sets' && rule.confirm) for (const s of rule.set) addHelpers(awayFrom(s.option, s.value))
  }
  if (catalog.macros.length > 0)
    addHelpers([
      { type: 'switchTab', tab: 'macros' },
      { type: 'switchTab', tab: 'mods' },
    ])

  /** Can the shopper click it in this state (it changes something, and its control is on screen)? */
  const clickable = (state: PageState, action: ShopperAction): boolean => {
    const s = state.selection
    switch (action.type) {
      case 'chooseValue':
        return s.options[`option_${action.optionId}`] !== action.valueId
      case 'toggleOption':
        return (s.options[`option_${action.optionId}`] === true) !== action.on
      case 'acceptAgreement':
        return agreement !== undefined && (s.options[`option_${agreement}`] === true) !== action.accepted
      case 'toggleMod':
        return state.tab === 'mods' && (s.mods[`mod_${action.id}`] === true) !== action.on
      case 'togglePackage':
        return state.tab === 'mods' && (s.packages[`package_${action.id}`] === true) !== action.on
      case 'toggleMacro':
        return state.tab === 'macros' && (s.macros[`macro_${action.id}`] === true) !== action.on
      case 'switchTab':
        return state.tab !== action.tab
    }
  }
  const click = (state: PageState, action: ShopperAction): Step | { refused: string } | null => {
    if (!clickable(state, action)) return null
    const outcome = engine.apply(state.selection, action)
    if (outcome.kind === 'blocked') return { refused: outcome.message }
    const tab = action.type === 'switchTab' ? action.tab : state.tab
    const label = describe(index, action)
    if (outcome.kind === 'confirm') {
      const { confirmation } = outcome
      return { action, label, before: state, after: { selection: confirmation.yesState, tab }, confirmation }
    }
    return { action, label, before: state, after: { selection: outcome.state, tab } }
  }
  const keyOf = (state: PageState) =>
    JSON.stringify([
      state.tab,
      state.selection.options,
      state.selection.mods,
      state.selection.packages,
      state.selection.macros,
    ])

  const lastClicks = new Map(rules.map((rule) => [rule, turningOn(rule.subject)]))
  /**
   * A walk where YES removes what conflicts, or sets what the rule sets. An exclusion that also asks while
   * something else is on (`asksAlsoWhen`: Macro Remap while Rapid Fire is on) is walked without a conflict only
   * when no walk within the depth has one.
   */
  const found = new Map<AskingRule, RuleWalk>()
  const weak = new Map<AskingRule, RuleWalk>()
  const strong = (rule: AskingRule, before: PageState) =>
    rule.kind !== 'excludes' || matches(index, before.selection, rule.conflict)
  const seen = new Map<AskingRule, Set<string>>()
  const start: PageState = { selection: engine.initial(), tab: 'mods' }
  let frontier: Array<{ state: PageState; path: Step[] }> = [{ state: start, path: [] }]
  const visited = new Set([keyOf(start)])
  for (let depth = 0; depth < WALK_DEPTH && frontier.length > 0; depth += 1) {
    for (const { state, path } of frontier) {
      for (const rule of rules) {
        if (found.has(rule)) continue
        for (const action of lastClicks.get(rule) ?? []) {
          const step = click(state, action)
          if (!step) continue
          if ('refused' in step) {
            seen.set(rule, (seen.get(rule) ?? new Set()).add(`refused: ${step.refused}`))
            continue
          }
          if (step.confirmation?.ruleId === rule.id) {
            const walk = { rule, path, ask: { ...step, confirmation: step.confirmation } }
            if (strong(rule, state)) {
              found.set(rule, walk)
              break
            }
            if (!weak.has(rule)) weak.set(rule, walk)
            continue
          }
          const why = step.confirmation ? `asked "${step.confirmation.ruleId}" instead` : 'no confirmation'
          seen.set(rule, (seen.get(rule) ?? new Set()).add(why))
        }
      }
    }
    if (found.size === rules.length || depth === WALK_DEPTH - 1) break
    const next: typeof frontier = []
    for (const { state, path } of frontier) {
      for (const action of helperList) {
        const step = click(state, action)
        if (!step || 'refused' in step) continue
        const key = keyOf(step.after)
        if (visited.has(key)) continue
        visited.add(key)
        next.push({ state: step.after, path: [...path, step] })
      }
    }
    frontier = next
  }

  for (const [rule, walk] of weak) if (!found.has(rule)) found.set(rule, walk)
  return {
    slug,
    route: platform.creatorPath,
    catalog,
    index,
    engine,
    groupOf,
    rules,
    walks: rules.flatMap((rule) => found.get(rule) ?? []),
    unreached: rules
      .filter((rule) => !found.has(rule))
      .map((rule) => ({
        rule,
        why:
          (lastClicks.get(rule)?.length ?? 0) === 0
            ? 'no shopper click turns its subject on'
            : `tried ${lastClicks
                .get(rule)
                ?.map((a) => describe(index, a))
                .join(', ')}; saw ${[...(seen.get(rule) ?? [])].join('; ') || 'nothing'}`,
      })),
  }
}

// ---- In the page ----

/** Waits until React has hydrated the creator (its handlers are attached): earlier clicks would be lost. */
export async function waitForCreator(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-option]')
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactFiber'))
  })
}

/** Groups opened since the page was loaded: a group stays open until the next load, so it is opened once. */
const opened = new WeakMap<Page, Set<string>>()

/** The creator of a platform from its default configuration (the PS5 Edge agreement is kept per session). */
export async function openFresh(page: Page, route: string): Promise<void> {
  opened.delete(page)
  if (new URL(page.url(), 'http://x').pathname === route) {
    await page.evaluate(() => sessionStorage.clear())
    await page.reload({ waitUntil: 'domcontentloaded' })
  } else {
    await page.goto(route, { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => sessionStorage.clear())
  }
  await waitForCreator(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/**
 * Back to the default configuration with the page's own Reset (creator.md section 8: 'This will reset
 * configuration!'), from a known state; checks the page shows the default again. The Mods tab is put back first
 * (the tab is the panel's own, not the configuration's).
 */
export async function resetFrom(page: Page, walk: PlatformWalk, state: PageState): Promise<PageState> {
  if (state.tab === 'macros') await perform(page, walk, { type: 'switchTab', tab: 'mods' })
  await page.getByRole('button', { name: 'Reset', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('This will reset configuration!')
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click()
  await expect(dialog).toHaveCount(0)
  const initial: PageState = { selection: walk.engine.initial(), tab: 'mods' }
  await expectKeys(page, walk, initial, differing(state, initial))
  return initial
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function panelOf(page: Page, walk: PlatformWalk, optionId: number): Promise<Locator> {
  const name = walk.groupOf.get(optionId)
  if (!name) throw new Error(`Option ${optionId} sits in no group on ${walk.slug}`)
  const open = opened.get(page) ?? new Set<string>()
  opened.set(page, open)
  const details = open.has(name) ? page.locator(`details[data-group="${name}"]`) : await group(page, name)
  open.add(name)
  return details.locator(`[data-option="${optionId}"]`)
}

const rapidOf = (walk: PlatformWalk) => walk.catalog.options.find((o) => o.template === 'rapid-fire')

/** The checkbox of a mod, package or macro in the panel under Rapid Fire (packages past the fourth need 'Show All'). */
async function addonBox(page: Page, walk: PlatformWalk, family: 'mods' | 'packages' | 'macros', id: number) {
  const rapid = rapidOf(walk)
  if (!rapid) throw new Error(`${walk.slug} has no Rapid Fire panel for its ${family}`)
  const panel = await panelOf(page, walk, rapid.id)
  const item = walk.index[family].get(id)
  const section = panel.locator(
    `section[aria-label="${{ mods: 'Mods', packages: 'Packages', macros: 'Macros' }[family]}"]`,
  )
  const box = section.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(item?.name ?? String(id))}\\b`) })
  if (family === 'packages' && (await box.count()) === 0)
    await section.getByRole('button', { name: 'Show All' }).click()
  return box
}

/** The control of a value: a radio's label, or the 'ADD' button of a trigger grid card. */
async function valueControl(page: Page, walk: PlatformWalk, optionId: number, valueId: number): Promise<Locator> {
  const option = walk.index.options.get(optionId)
  const panel = await panelOf(page, walk, optionId)
  if (option?.template === 'trigger-grid') {
    const name = walk.index.values.get(valueId)?.name ?? ''
    return panel
      .locator('li')
      .filter({ has: page.getByText(name, { exact: true }) })
      .getByRole('button')
  }
  const label = panel.getByTestId(`value-${valueId}`)
  if (option?.template === 'elite-body-grid' && (await label.count()) === 0)
    await panel.getByRole('button', { name: 'Show All' }).click()
  return label
}

/** Clicks what a shopper clicks for an action. */
export async function perform(page: Page, walk: PlatformWalk, action: ShopperAction): Promise<void> {
  switch (action.type) {
    case 'chooseValue':
      await (await valueControl(page, walk, action.optionId, action.valueId)).click()
      return
    case 'toggleOption': {
      const option = walk.index.options.get(action.optionId)
      const panel = await panelOf(page, walk, action.optionId)
      if (option?.template === 'checkbox-card') await panel.locator(':scope > div > button[aria-pressed]').click()
      else await panel.locator(':scope > label input[type="checkbox"]').click()
      return
    }
    case 'acceptAgreement': {
      const id = walk.catalog.rules.agreement?.option ?? 0
      await (await panelOf(page, walk, id)).locator(':scope > label input[type="checkbox"]').click()
      return
    }
    case 'toggleMod':
      await (await addonBox(page, walk, 'mods', action.id)).click()
      return
    case 'togglePackage':
      await (await addonBox(page, walk, 'packages', action.id)).click()
      return
    case 'toggleMacro':
      await (await addonBox(page, walk, 'macros', action.id)).click()
      return
    case 'switchTab': {
      const rapid = rapidOf(walk)
      if (!rapid) throw new Error(`${walk.slug} has no Mods/Macros tabs`)
      const tab = (await panelOf(page, walk, rapid.id)).getByRole('tab', {
        name: action.tab === 'macros' ? 'Macros' : 'Mods',
      })
      await tab.click()
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      return
    }
  }
}

/** Which value the page shows as chosen: a colour kit while all of its parts are as it set them (chosenValueOf). */
function shownValue(option: CatalogOption, s: Selection): number | undefined {
  const kit = option.values.find(
    (k) => k.links?.length && k.links.every((l) => s.options[`option_${l.option}`] === l.value),
  )
  if (kit) return kit.id
  const chosen = s.options[`option_${option.id}`]
  return typeof chosen === 'number' ? chosen : undefined
}

/** Says how the page must show one key of a state ('option_3', 'mod_2', …), and checks it (polling). */
export async function expectShows(page: Page, walk: PlatformWalk, state: PageState, key: string): Promise<void> {
  const s = state.selection
  const [family] = key.split('_') as ['option' | 'mod' | 'package' | 'macro']
  if (family === 'option') {
    const id = optionIdOf(key)
    const option = walk.index.options.get(id)
    if (!option) throw new Error(`${key} is no option of ${walk.slug}`)
    const what = `${option.name} (${key})`
    if (option.template === 'service') {
      const box = page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(option.name)}`) })
      await expect(box, what).toBeChecked({ checked: s.options[key] === true })
      return
    }
    const panel = await panelOf(page, walk, id)
    if (option.values.length === 0) {
      if (option.template === 'checkbox-card' && id !== walk.catalog.rules.agreement?.option)
        await expect(panel.locator(':scope > div > button[aria-pressed]'), what).toHaveAttribute(
          'aria-pressed',
          String(s.options[key] === true),
        )
      else
        await expect(panel.locator(':scope > label input[type="checkbox"]'), what).toBeChecked({
          checked: s.options[key] === true,
        })
      return
    }
    // A list the rules hide as a whole (LED colours until the lights are on) is not drawn at all.
    if (visibilityOf(walk.catalog, walk.index, s).lists.has(id)) {
      await expect(panel, `${what} is not drawn`).toHaveCount(0)
      return
    }
    const shown = shownValue(option, s)
    const name = walk.index.values.get(shown ?? 0)?.name ?? String(shown)
    if (shown === undefined) throw new Error(`${what} holds no value`)
    if (option.template === 'trigger-grid') {
      const button = await valueControl(page, walk, id, shown)
      await expect(button, `${what} shows ${name} ADDED`).toHaveAttribute('aria-pressed', 'true')
      return
    }
    const label = await valueControl(page, walk, id, shown)
    await expect(label.locator('input[type="radio"]'), `${what} shows ${name}`).toBeChecked()
    return
  }
  const families = { mod: 'mods', package: 'packages', macro: 'macros' } as const
  const f = families[family]
  const id = Number(key.slice(key.indexOf('_') + 1))
  const on = s[f][key] === true
  const drawn = f === 'macros' ? state.tab === 'macros' : state.tab === 'mods'
  if (!drawn) {
    // The other tab is open: what this tab holds was reset when the shopper switched.
    expect(on, `${key} is on while its tab is closed`).toBe(false)
    return
  }
  const box = await addonBox(page, walk, f, id)
  await expect(box, `${walk.index[f].get(id)?.name} (${key})`).toBeChecked({ checked: on })
}

/** Checks that the page shows `state` for every key that differs between two states. */
export async function expectKeys(page: Page, walk: PlatformWalk, state: PageState, keys: Iterable<string>) {
  for (const key of keys) await expectShows(page, walk, state, key)
}

export const differing = (a: PageState, b: PageState) => changedKeys(a.selection, b.selection)

/** The open confirmation shows the engine's words: title, message, the list of changes, YES and NO. */
export async function expectDialog(page: Page, confirmation: Confirmation): Promise<void> {
  // Read in one go (and polled): the dialog's title, message, listed changes and buttons, as the shopper sees them.
  const read = () =>
    page.evaluate(() => {
      const dialog = document.querySelector('dialog[open]')
      if (!dialog) return null
      const text = (e: Element | null | undefined) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim()
      return {
        title: text(dialog.querySelector('#confirm-title')),
        message: text(dialog.querySelector('#confirm-message > p')),
        changes: [...dialog.querySelectorAll('[data-testid="confirm-changes"] li')].map(text),
        buttons: [...dialog.querySelectorAll('button')].map(text),
      }
    })
  const { title, message, changes, yes, no } = confirmation
  await expect.poll(read, { message: `the confirmation of "${confirmation.ruleId}"` }).toEqual({
    title,
    message,
    changes,
    buttons: [yes, no],
  })
  await expect(page.getByRole('dialog')).toBeVisible()
}

/** Answers the open confirmation and waits for it to close. */
export async function answer(page: Page, confirmation: Confirmation, yes: boolean): Promise<void> {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: yes ? confirmation.yes : confirmation.no, exact: true }).click()
  await expect(dialog).toHaveCount(0)
}
