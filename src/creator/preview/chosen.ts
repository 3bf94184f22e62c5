import type { Selection } from '../selection'
import type { PreviewCatalog } from './catalog'
import { PreviewSelectionError } from './errors'
import type { ValueLayers } from './layers'

/**
 * The layers of the values a configuration chooses. Only value ids draw: booleans (checkbox options), mods,
 * macros, packages, quantity and `held` draw nothing. Strict: an option key that is not an option of the platform,
 * or a value id that is not a value of that option, is a `PreviewSelectionError` (422) rather than silently
 * dropped, so a stale or wrong configuration never gets a picture that quietly lacks a part.
 */
export function chosenValueLayers(catalog: PreviewCatalog, selection: Selection): ValueLayers[] {
  const chosen: ValueLayers[] = []
  for (const [key, choice] of Object.entries(selection.options)) {
    const optionId = Number(key.slice('option_'.length))
    const values = catalog.options.get(optionId)
    if (!values) throw new PreviewSelectionError(`${key} is not an option of ${catalog.slug}.`)
    if (typeof choice === 'boolean') continue
    const layers = values.get(choice)
    if (!layers) throw new PreviewSelectionError(`${choice} is not a value of ${key} on ${catalog.slug}.`)
    chosen.push({ valueId: choice, layers })
  }
  return chosen
}
