import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readRecipe, recipeFile, recipeSelection, writeRecipe } from '../../../src/creator/preview/recipe'
import type { PreviewLocation } from '../../../src/creator/preview/store'
import { emptySelection } from '../../../src/creator/selection'

let root: string
const location: PreviewLocation = { platform: 'ps5', side: 'front', hash: 'c'.repeat(64), format: 'webp' }
const selection = {
  ...emptySelection(),
  options: { option_12: 40, option_9: false },
  mods: { mod_3: true },
  quantity: 2,
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'padforge-recipes-'))
  process.env.PREVIEW_CACHE_DIR = root
})

afterEach(() => {
  delete process.env.PREVIEW_CACHE_DIR
  fs.rmSync(root, { recursive: true, force: true })
})

describe('preview recipes', () => {
  it('sit beside the image and keep what draws: platform, side, format and the chosen options', async () => {
    expect(recipeFile(location)).toBe(path.join(root, 'ps5', 'front', `${'c'.repeat(64)}.webp.json`))
    const bytes = await writeRecipe(location, selection)
    expect(bytes).toBeGreaterThan(0)
    expect(bytes).toBeLessThan(300)
    const recipe = await readRecipe(location)
    expect(recipe).toEqual({ v: 1, platform: 'ps5', side: 'front', format: 'webp', options: selection.options })
    expect(recipeSelection(recipe!)).toEqual({ ...emptySelection(), options: selection.options })
  })

  it('are written once (the first configuration that drew the image)', async () => {
    await writeRecipe(location, selection)
    expect(await writeRecipe(location, { ...selection, options: { option_12: 41 } })).toBe(0)
    expect((await readRecipe(location))?.options).toEqual(selection.options)
  })

  it('are not trusted when missing, unreadable, of another version or made for another place', async () => {
    expect(await readRecipe(location)).toBeNull()
    const file = recipeFile(location)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    for (const text of [
      '{not json',
      JSON.stringify({ v: 2, platform: 'ps5', side: 'front', format: 'webp', options: {} }),
      JSON.stringify({ v: 1, platform: 'ps4', side: 'front', format: 'webp', options: {} }),
      JSON.stringify({ v: 1, platform: 'ps5', side: 'front', format: 'png', options: {} }),
      JSON.stringify({ v: 1, platform: 'ps5', side: 'front', format: 'webp', options: { bogus: 1 } }),
    ]) {
      fs.writeFileSync(file, text)
      expect(await readRecipe(location), text).toBeNull()
    }
  })
})
