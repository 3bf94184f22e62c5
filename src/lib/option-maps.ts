import { z } from 'zod'
import './zod-jitless'

const id = z.number().int().positive()
const idList = z.array(id)
/** Keys are value ids as strings, or '*' for "any other value". */
const valueKey = z.string().regex(/^(\d+|\*)$/, 'keys must be value ids or "*"')

/**
 * Per-option configuration maps of creator.md section 3. The creator engine reads them; saving an
 * option with a malformed map is refused.
 */
export const optionMapsSchema = z
  .object({
    macroRemap: idList,
    straightRemap4: idList,
    packageMap: z.record(valueKey, idList),
    modMap: z.record(valueKey, idList),
    agreementId: id,
    backShell: z.record(valueKey, idList),
    defaultBackId: id,
    incompatibleBodies: idList,
    trigger: z.object({ mechanicalTriggerId: id, gripGroups: z.array(z.string().min(1)) }).partial(),
    macros: idList,
    performancePackage: idList,
    back: idList,
  })
  .partial()
  .strict()

export type OptionMaps = z.infer<typeof optionMapsSchema>
