import { z } from 'zod'
import '../lib/zod-jitless'
import { MAX_QUANTITY, MIN_QUANTITY } from '../lib/basket/quantity'

const flags = (prefix: string) =>
  z.record(z.string().regex(new RegExp(`^${prefix}_\\d+$`), `keys must look like ${prefix}_{id}`), z.boolean())

/**
 * The creator's selected configuration (creator.md section 3): options keyed option_{id} holding a
 * value id or a boolean, mods/macros/packages keyed by id holding booleans, quantity 1 to 3.
 */
export const selectionSchema = z
  .object({
    options: z.record(
      z.string().regex(/^option_\d+$/, 'keys must look like option_{id}'),
      z.union([z.number().int().positive(), z.boolean()]),
    ),
    mods: flags('mod'),
    macros: flags('macro'),
    packages: flags('package'),
    quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
    rapidEnabled: z.boolean(),
    bodyId: z.number().int().positive().nullable(),
    /**
     * Choices a rule hid (e.g. Same Day Assembly while Rapid Fire is on), kept so they come back when they
     * show again. Memory of the page only: the server neither prices nor checks it.
     */
    held: z
      .record(
        z.string().regex(/^option_\d+$/, 'keys must look like option_{id}'),
        z.union([z.number().int().positive(), z.boolean()]),
      )
      .optional(),
  })
  .strict()

export type Selection = z.infer<typeof selectionSchema>

/** Flags for disabled items per mod, package and macro, plus paddles. */
export const tempPullSchema = z
  .object({
    mods: z.record(z.string(), z.boolean()),
    packages: z.record(z.string(), z.boolean()),
    macros: z.record(z.string(), z.boolean()),
    paddles: z.boolean(),
  })
  .partial()
  .strict()

export const savedConfigurationSchema = z
  .object({ selected: selectionSchema, tempPull: tempPullSchema.optional() })
  .strict()

export type SavedConfiguration = z.infer<typeof savedConfigurationSchema>

export function emptySelection(): Selection {
  return { options: {}, mods: {}, macros: {}, packages: {}, quantity: 1, rapidEnabled: false, bodyId: null }
}
