import type { CreatorModel } from './useCreator'

/** What a group currently holds, for its summary line ('Cosmic Red', 'Rapid Fire, 2 mods', 'Not added'). */
export function summaryOf(model: CreatorModel, optionIds: number[]): string {
  const parts = optionIds.flatMap((id) => {
    // A list the rules hide as a whole (LED colours while the lights are off) says nothing.
    if (model.visibility.lists.has(id)) return []
    const chosen = model.state.options[`option_${id}`]
    if (typeof chosen === 'number') {
      const value = model.index.values.get(chosen)
      return value ? [value.name] : []
    }
    return chosen === true ? [model.index.options.get(id)?.name ?? ''] : []
  })
  if (optionIds.some((id) => model.index.options.get(id)?.template === 'rapid-fire')) {
    const mods = Object.values(model.state.mods).filter(Boolean).length
    const macros = Object.values(model.state.macros).filter(Boolean).length
    if (mods) parts.push(`${mods} mod${mods > 1 ? 's' : ''}`)
    if (macros) parts.push(`${macros} macro${macros > 1 ? 's' : ''}`)
  }
  return parts.length ? parts.join(', ') : 'Not added'
}
