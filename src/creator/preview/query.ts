/**
 * The configuration in a preview URL's query string (GET /api/controller-image/{side}/{platform}?...), one
 * parameter per entry of the creator's `Selection`:
 *
 *   option_{id}={valueId} | true | false     options (only value ids draw layers)
 *   mod_{id}, macro_{id}, package_{id}=1 | 0 | true | false
 *   quantity=1..3 (default 1)   rapidEnabled=1 | 0 | true | false (default false)   bodyId={valueId} (default none)
 *   format=png | webp (default png)           the image format, not part of the configuration
 *
 * e.g. `?option_12=40&option_9=false&mod_3=1&quantity=2&format=webp`. Any other parameter, a repeated one or a
 * malformed value is a `SelectionQueryError` naming it (answered 400). Pure and browser-safe (no Node imports): the
 * creator page builds its URLs with `selectionToQuery`.
 */
import { InputError } from '../../lib/errors'
import { isDbId } from '../../lib/ids'
import { emptySelection, type Selection, selectionSchema } from '../selection'
import type { OutputFormat } from './layers'

export { selectionToQuery } from './query-string'

/** A malformed preview query: answered 400 naming the parameter. */
export class SelectionQueryError extends InputError {}

const FLAG = /^(mod|macro|package)_\d+$/
const OPTION = /^option_\d+$/
const WHOLE = /^[1-9]\d{0,9}$/

function flag(key: string, raw: string): boolean {
  if (raw === '1' || raw === 'true') return true
  if (raw === '0' || raw === 'false') return false
  throw new SelectionQueryError(`${key} must be 1, 0, true or false, not "${raw}".`)
}

function whole(key: string, raw: string): number {
  if (!WHOLE.test(raw) || !isDbId(Number(raw)))
    throw new SelectionQueryError(`${key} must be a whole number above 0, not "${raw}".`)
  return Number(raw)
}

export interface PreviewQuery {
  selection: Selection
  format: OutputFormat
}

/** Reads a parsed query (as Payload's `req.query`, or `Object.fromEntries(searchParams)`). */
export function selectionFromQuery(query: Readonly<Record<string, unknown>> | undefined): PreviewQuery {
  const selection: Selection = emptySelection()
  let format: OutputFormat = 'png'
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) throw new SelectionQueryError(`${key} is given more than once.`)
    if (typeof value !== 'string') throw new SelectionQueryError(`${key} must be a single value, e.g. ${key}=1.`)
    if (OPTION.test(key)) {
      selection.options[key] = value === 'true' ? true : value === 'false' ? false : whole(key, value)
    } else if (FLAG.test(key)) {
      const on = flag(key, value)
      const group = key.startsWith('mod_') ? 'mods' : key.startsWith('macro_') ? 'macros' : 'packages'
      selection[group][key] = on
    } else if (key === 'quantity') {
      selection.quantity = whole(key, value)
    } else if (key === 'rapidEnabled') {
      selection.rapidEnabled = flag(key, value)
    } else if (key === 'bodyId') {
      selection.bodyId = whole(key, value)
    } else if (key === 'format') {
      if (value !== 'png' && value !== 'webp')
        throw new SelectionQueryError(`format must be png or webp, not "${value}".`)
      format = value
    } else {
      throw new SelectionQueryError(
        `Unknown query parameter "${key}": expected option_{id}, mod_{id}, macro_{id}, package_{id}, quantity, rapidEnabled, bodyId or format.`,
      )
    }
  }
  const checked = selectionSchema.safeParse(selection)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    throw new SelectionQueryError(`${issue?.path.join('.') || 'selection'}: ${issue?.message ?? 'invalid'}.`)
  }
  return { selection: checked.data, format }
}
