import type { CreatorCatalog } from '@/creator/catalog'
import { defaultSelection } from '@/creator/engine'
import { type Selection, selectionSchema } from '@/creator/selection'
import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/basket/quantity'

/**
 * A stored product's selection fitted to today's catalog: every option, mod, package and macro the catalog still has
 * keeps the product's choice, anything gone falls back to the platform's default. `changed` says whether something
 * had to be dropped (the page then says 'Some components in this configuration are no longer supported').
 */
export function fitSelection(catalog: CreatorCatalog, stored: unknown): { selection: Selection; changed: boolean } {
  const base = defaultSelection(catalog)
  const parsed = selectionSchema.safeParse(stored)
  if (!parsed.success) return { selection: base, changed: true }
  const s = parsed.data
  let changed = false
  const options: Selection['options'] = { ...base.options }
  for (const [key, chosen] of Object.entries(s.options)) {
    const option = catalog.options.find((o) => `option_${o.id}` === key)
    const fits =
      option &&
      (option.values.length === 0
        ? typeof chosen === 'boolean'
        : typeof chosen === 'number' && option.values.some((v) => v.id === chosen))
    if (fits) options[key] = chosen
    else changed = true
  }
  const keep = (flags: Record<string, boolean>, prefix: string, ids: Set<number>) => {
    const kept: Record<string, boolean> = {}
    for (const [key, on] of Object.entries(flags)) {
      if (ids.has(Number(key.slice(prefix.length + 1)))) kept[key] = on
      else changed = true
    }
    return kept
  }
  const bodyOk = s.bodyId === null || catalog.options.some((o) => o.values.some((v) => v.id === s.bodyId))
  if (!bodyOk) changed = true
  return {
    selection: {
      options,
      mods: keep(s.mods, 'mod', new Set(catalog.mods.map((m) => m.id))),
      packages: keep(s.packages, 'package', new Set(catalog.packages.map((p) => p.id))),
      macros: keep(s.macros, 'macro', new Set(catalog.macros.map((m) => m.id))),
      quantity: Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, s.quantity)),
      rapidEnabled: s.rapidEnabled,
      bodyId: bodyOk ? s.bodyId : base.bodyId,
    },
    changed,
  }
}
