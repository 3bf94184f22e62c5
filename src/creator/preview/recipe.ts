/**
 * The recipe beside each composed image: what to compose to make it again (platform, side, format and the chosen
 * options; only chosen option values draw). `{hash}.{format}.json` next to `{hash}.{format}`. Eviction keeps recipes
 * longer than images (their own budget, `quota.ts`), so the previews route can compose an evicted image again on
 * demand and a stored configuration's or order's picture does not break. No Payload and no sharp here.
 */
import fs from 'node:fs/promises'
import { z } from 'zod'
import { PREVIEW_SIDES } from '../../lib/platforms'
import { emptySelection, type Selection, selectionSchema } from '../selection'
import { fileExists, type PreviewLocation, previewFile, writeFileAtomically } from './store'

export const RECIPE_VERSION = 1

const recipeSchema = z
  .object({
    v: z.literal(RECIPE_VERSION),
    platform: z.string(),
    side: z.enum(PREVIEW_SIDES),
    format: z.enum(['png', 'webp']),
    options: selectionSchema.shape.options,
  })
  .strict()

export type PreviewRecipe = z.infer<typeof recipeSchema>

export const RECIPE_SUFFIX = '.json'

export const recipeFile = (location: PreviewLocation): string => `${previewFile(location)}${RECIPE_SUFFIX}`

/** Writes the recipe of an image unless it is there already; answers the bytes written (0 when it was there). */
export async function writeRecipe(location: PreviewLocation, selection: Selection): Promise<number> {
  const file = recipeFile(location)
  if (await fileExists(file)) return 0
  const recipe: PreviewRecipe = {
    v: RECIPE_VERSION,
    platform: location.platform,
    side: location.side,
    format: location.format,
    options: selection.options,
  }
  const data = Buffer.from(JSON.stringify(recipe))
  await writeFileAtomically(file, data)
  return data.byteLength
}

/**
 * The recipe of an image, or null when there is none or it cannot be trusted (unreadable, another version, or made
 * for another place than the one it sits in).
 */
export async function readRecipe(location: PreviewLocation): Promise<PreviewRecipe | null> {
  let text: string
  try {
    text = await fs.readFile(recipeFile(location), 'utf8')
  } catch {
    return null
  }
  let parsed: ReturnType<typeof recipeSchema.safeParse>
  try {
    parsed = recipeSchema.safeParse(JSON.parse(text))
  } catch {
    return null
  }
  if (!parsed.success) return null
  const recipe = parsed.data
  const fits =
    recipe.platform === location.platform && recipe.side === location.side && recipe.format === location.format
  return fits ? recipe : null
}

/** The selection a recipe composes: its options, nothing else (nothing else draws). */
export const recipeSelection = (recipe: PreviewRecipe): Selection => ({ ...emptySelection(), options: recipe.options })
