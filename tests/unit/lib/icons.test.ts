import fs from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { buildSprite, iconNames, SPRITE, URL_MODULE } from '../../../scripts/icons.mjs'
import * as icons from '../../../src/components/icons'
import { ICON_SPRITE } from '../../../src/components/icons/sprite-url'

describe('the icon sprite', () => {
  it('is what `npm run icons` writes from the list (run it after adding an icon)', async () => {
    const { sprite, module } = await buildSprite()
    expect(fs.readFileSync(SPRITE, 'utf8')).toBe(sprite)
    expect(fs.readFileSync(URL_MODULE, 'utf8')).toBe(module)
  })

  it('has a symbol for every icon component, with lucide art in it', () => {
    const sprite = fs.readFileSync(SPRITE, 'utf8')
    const names = iconNames()
    expect(names.length).toBeGreaterThan(50)
    for (const name of names)
      expect(sprite).toMatch(
        new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `),
      )
    // Old names follow lucide to the icon they now are.
    expect(sprite).toContain('<symbol id="trash-2"')
  })
})

describe('an icon', () => {
  it('points at its symbol, sized, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(createElement(icons.Truck, { size: 18, className: 'x' }))
    expect(html).toBe(
      `<svg width="18" height="18" class="icon x" aria-hidden="true"><use href="${ICON_SPRITE}#truck"></use></svg>`,
    )
  })

  it('is announced when labelled, and takes a fill or stroke width over the stylesheet', () => {
    const html = renderToStaticMarkup(
      createElement(icons.Star, { 'aria-label': 'Rated', role: 'img', fill: 'currentColor', strokeWidth: 1.5 }),
    )
    expect(html).not.toContain('aria-hidden')
    expect(html).toContain('aria-label="Rated"')
    expect(html).toContain('style="fill:currentColor;stroke-width:1.5"')
  })
})
