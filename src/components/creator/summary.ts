import type { CreatorModel } from './useCreator'

/** What a group currently holds, for its summary line ('Cosmic Red', 'Rapid Fire, 2 mods', 'Not added'). */
export function summaryOf(model: CreatorModel, optionIds: number[]): string {
  const values: string[] = []
  const checked: string[] = []
  for (const id of optionIds) {
    // A list the rules hide as a whole (LED colours while the lights are off) says nothing.
    if (model.visibility.lists.has(id)) continue
    const chosen = model.state.options[`option_${id}`]
    const value = typeof chosen === 'number' ? model.index.values.get(chosen) : undefined
    if (value) values.push(value.name)
    else if (chosen === true) checked.push(model.index.options.get(id)?.name ?? '')
  }
  // The values chosen say more than the checkbox that shows them ('Cosmic Red, Electric Volt' for LED lights).
  const parts = values.length ? values : checked
  if (optionIds.some((id) => model.index.options.get(id)?.template === 'rapid-fire')) {
    const mods = Object.values(model.state.mods).filter(Boolean).length
    const macros = Object.values(model.state.macros).filter(Boolean).length
    if (mods) parts.push(`${mods} mod${mods > 1 ? 's' : ''}`)
    if (macros) parts.push(`${macros} macro${macros > 1 ? 's' : ''}`)
  }
  return parts.length ? parts.join(', ') : 'Not added'
}
