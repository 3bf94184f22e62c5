import { describe, expect, it } from 'vitest'
import { withPublicStock } from '../../../src/creator/public-stock'
import type { CreatorView } from '../../../src/creator/view'
import { MAX_QUANTITY } from '../../../src/lib/basket/quantity'
import { isStockEnough } from '../../../src/lib/platforms'
import { creatorCatalogFromSeed } from '../../../src/seed/data/creator-catalog'
import { PLATFORM_SEEDS } from '../../../src/seed/data/platforms'

const viewOf = (slug: string): CreatorView =>
  ({
    platform: { slug, hardwares: [{ key: `${slug}-controller`, name: 'Stock pad', stock: 47 }] },
    catalog: creatorCatalogFromSeed(slug),
  }) as unknown as CreatorView

describe('stock shoppers are told', () => {
  it('never exceeds the largest quantity, for parts and base hardware', () => {
    const shown = withPublicStock(viewOf('ps4'))
    const counts = shown.catalog.options.flatMap((o) => o.values.map((v) => v.stock))
    expect(Math.max(...counts)).toBe(MAX_QUANTITY)
    expect(shown.platform.hardwares[0]?.stock).toBe(MAX_QUANTITY)
  })

  it('answers every stock question the creator asks (Sold Out, enough for 1 to 3) exactly as the real counts do', () => {
    for (const { slug } of PLATFORM_SEEDS) {
      const real = viewOf(slug)
      const shown = withPublicStock(real)
      real.catalog.options.forEach((option, i) => {
        option.values.forEach((value, j) => {
          const capped = shown.catalog.options[i]?.values[j]
          for (let quantity = 1; quantity <= MAX_QUANTITY; quantity++)
            expect(isStockEnough(capped?.stock ?? -1, value.stockPolicy, quantity), `${slug} ${value.name}`).toBe(
              isStockEnough(value.stock, value.stockPolicy, quantity),
            )
        })
      })
    }
  })

  it('leaves the view it was given alone', () => {
    const real = viewOf('ps5')
    const before = JSON.stringify(real)
    withPublicStock(real)
    expect(JSON.stringify(real)).toBe(before)
  })
})
