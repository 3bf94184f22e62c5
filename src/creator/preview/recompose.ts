/**
 * Composes an image that is not on disk (evicted, cleared, or never written here) again from its recipe, for the
 * previews route. Only images this cache once composed have a recipe, so a URL with a made-up hash composes nothing.
 *
 * The recipe holds the chosen options, not the layer files: composing it reads today's catalog. While the catalog is
 * unchanged that gives the same layers, hence the same hash and the image asked for. When the art changed since, it
 * gives today's picture of the same configuration under another hash, and the route redirects there (an image is
 * never served under a hash that names other layers).
 */
import type { Payload } from 'payload'
import { type ComposeOptions, composePreview } from './compose'
import { readRecipe, recipeSelection } from './recipe'
import type { PreviewLocation } from './store'

export type Recomposed = { kind: 'same' } | { kind: 'moved'; url: string } | { kind: 'no-recipe' }

/** Throws what `composePreview` throws (a configuration the catalog no longer has, `beforeCompose`'s refusal). */
export async function recompose(
  payload: Payload,
  location: PreviewLocation,
  options: ComposeOptions = {},
): Promise<Recomposed> {
  const recipe = await readRecipe(location)
  if (!recipe) return { kind: 'no-recipe' }
  const image = await composePreview(
    payload,
    recipe.platform,
    recipeSelection(recipe),
    recipe.side,
    recipe.format,
    options,
  )
  return image.hash === location.hash ? { kind: 'same' } : { kind: 'moved', url: image.url }
}
