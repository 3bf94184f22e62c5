import type { Selection } from '../selection'
import type { OutputFormat } from './layers'

// Apart from the parser (query.ts), which checks with the selection's zod schema: the creator page builds preview URLs
// with this in the browser and should not load zod for it.

/** The query string (without "?") for a configuration; `held` is not sent. Inverse of `selectionFromQuery`. */
export function selectionToQuery(selection: Selection, format: OutputFormat = 'png'): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(selection.options)) params.set(key, String(value))
  for (const group of [selection.mods, selection.macros, selection.packages])
    for (const [key, on] of Object.entries(group)) params.set(key, on ? '1' : '0')
  params.set('quantity', String(selection.quantity))
  if (selection.rapidEnabled) params.set('rapidEnabled', '1')
  if (selection.bodyId !== null) params.set('bodyId', String(selection.bodyId))
  if (format !== 'png') params.set('format', format)
  return params.toString()
}
