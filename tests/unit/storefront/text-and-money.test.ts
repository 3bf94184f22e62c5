import { describe, expect, it } from 'vitest'
import { formatUSD } from '../../../src/lib/money'
import { CARD_NAME_LIMIT, truncate } from '../../../src/lib/text'

describe('product names on cards (storefront.md section 9)', () => {
  it('truncates at 40 characters', () => {
    expect(CARD_NAME_LIMIT).toBe(40)
    const forty = 'x'.repeat(40)
    expect(truncate(forty)).toBe(forty)
    const cut = truncate('y'.repeat(41))
    expect(Array.from(cut)).toHaveLength(40)
    expect(cut.endsWith('…')).toBe(true)
    expect(truncate('Short name')).toBe('Short name')
  })

  it('counts characters, not UTF-16 units', () => {
    const name = '🎮'.repeat(40)
    expect(truncate(name)).toBe(name)
    expect(Array.from(truncate('🎮'.repeat(41)))).toHaveLength(40)
  })

  it('drops spaces before the ellipsis', () => {
    expect(truncate(`${'a'.repeat(38)} bcd`)).toBe(`${'a'.repeat(38)}…`)
  })
})

describe('currency (storefront.md section 9)', () => {
  it('formats with two decimals and thousands commas', () => {
    expect(formatUSD(123450)).toBe('$1,234.50')
    expect(formatUSD(0)).toBe('$0.00')
    expect(formatUSD(5)).toBe('$0.05')
    expect(formatUSD(100000000)).toBe('$1,000,000.00')
  })
})
