import { createEngine, type Action } from './src/creator/engine'
import { creatorCatalogFromSeed } from './src/seed/data/creator-catalog'
for (const slug of ['ps4', 'xbox-one']) {
  const c = creatorCatalogFromSeed(slug)
  const e = createEngine(c)
  const find = (n: string) => c.options.find((o) => o.name === n)!
  let s = e.initial()
  const go = (a: Action) => { const o = e.apply(s, a); console.log(slug, JSON.stringify(a), o.kind, o.kind === 'blocked' ? o.message : o.kind === 'confirm' ? o.confirmation.ruleId : ''); s = o.kind === 'next' ? o.state : o.kind === 'confirm' ? o.confirmation.yesState : s }
  go({ type: 'toggleOption', optionId: find('Rapid Fire').id, on: true })
  go({ type: 'toggleOption', optionId: find('Macro Remap').id, on: true })
  go({ type: 'toggleMacro', id: c.macros[0]!.id, on: true })
  go({ type: 'toggleMod', id: c.mods[0]!.id, on: true })
  console.log(JSON.stringify({ mods: s.mods, macros: s.macros, mr: s.options[`option_${find('Macro Remap').id}`] }))
}
