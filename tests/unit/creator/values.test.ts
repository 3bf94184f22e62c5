import { describe, expect, it } from 'vitest'
import type { CatalogOption, CatalogValue } from '../../../src/creator/catalog'
import { hiddenReason, listedValues, searchValues } from '../../../src/creator/engine'
import { value as catalogValue } from './fixture'

const value = (id: number, name: string, extra: Partial<CatalogValue> = {}) => catalogValue(5, name, { id, ...extra })
const option = (template: string, values: CatalogValue[]): CatalogOption => ({
  id: 5,
  name: 'Buttons',
  template,
  price: 0,
  isInventoried: true,
  values,
})

describe('creator.md section 5: which values show', () => {
  it("'Option values are visible only if ... not disabled, and not in an '@' group'", () => {
    const o = option('variation-list', [
      value(2, 'Red'),
      value(3, 'Hidden', { isDisabled: true }),
      value(4, 'Inner part', { group: '@stick' }),
    ])
    expect(listedValues(o).map((v) => v.name)).toEqual(['Red'])
    expect(hiddenReason(o, o.values[1]!)).toBe('disabled')
    expect(hiddenReason(o, o.values[2]!)).toBe('sub-component')
  })

  it("'out-of-stock ones are hidden in card lists' but listed (as Sold Out) in pickers", () => {
    const soldOut = value(6, 'Chrome', { stock: 0 })
    const backOrder = value(7, 'Gold', { stock: 0, stockPolicy: 2 })
    expect(listedValues(option('checkbox-card', [soldOut, backOrder])).map((v) => v.name)).toEqual(['Gold'])
    expect(
      listedValues(option('variation-list', [soldOut, backOrder]))
        .map((v) => v.name)
        .sort(),
    ).toEqual(['Chrome', 'Gold'])
  })
})

describe("creator.md section 5: 'Value sort order by stock'", () => {
  it('puts id 1 or a name containing Black first, then default, then featured, then by stock; unavailable last', () => {
    const values = [
      value(20, 'Low stock', { stock: 2 }),
      value(21, 'Unavailable Black', { isUnavailable: true }),
      value(22, 'High stock', { stock: 40 }),
      value(23, 'Featured', { isFeatured: true }),
      value(24, 'Default white', { isDefault: true }),
      value(25, 'Midnight Black'),
      value(1, 'First value'),
    ]
    expect(listedValues(option('variation-list', values)).map((v) => v.name)).toEqual([
      'First value',
      'Midnight Black',
      'Default white',
      'Featured',
      'High stock',
      'Low stock',
      'Unavailable Black',
    ])
  })
})

describe("creator.md section 5: 'Search is case-insensitive across name, group and tags'", () => {
  const values = [
    value(30, 'Cosmic Red', { group: 'Solid Colors' }),
    value(31, 'Aurora', { group: 'Exclusive Designs', tags: ['green'] }),
  ]
  it.each([
    ['cosmic', ['Cosmic Red']],
    ['EXCLUSIVE', ['Aurora']],
    ['Green', ['Aurora']],
    ['  ', ['Cosmic Red', 'Aurora']],
    ['nothing', []],
  ])('%j finds %j', (query, names) => {
    expect(searchValues(values, query).map((v) => v.name)).toEqual(names)
  })
})
