import { describe, expect, it } from 'vitest'
import {
  DEMO_SHIPPING_GROUP_RULES,
  type PackageLine,
  SAME_BOX_PACKAGE_ID,
  splitPackages,
} from '../../../src/lib/checkout/packages'
import { SHIPPING_GROUPS } from '../../../src/lib/products'

const l = (id: string, shippingGroup: string, over: Partial<PackageLine> = {}): PackageLine => ({
  id,
  shippingGroup,
  assemblyDays: 3,
  hasSda: false,
  sdaCapable: true,
  ...over,
})
const base = { sameBoxShipment: false, sameDayAssemblyEnabled: true }
const ids = (split: ReturnType<typeof splitPackages>) => split.packages.map((p) => [p.id, p.lines.map((x) => x.id)])

describe('package split by shipping group', () => {
  it('has a demo rule for every shipping group products can have', () => {
    expect(DEMO_SHIPPING_GROUP_RULES.map((g) => g.key).sort()).toEqual(SHIPPING_GROUPS.map((g) => g.value).sort())
  })

  it('puts one group in one package', () => {
    const split = splitPackages([l('a', 'controller'), l('b', 'controller')], base)
    expect(ids(split)).toEqual([['controller', ['a', 'b']]])
    expect(split.isSameBoxShipmentSupported).toBe(false)
  })

  it('makes one package per group, in the order groups first appear', () => {
    const split = splitPackages([l('a', 'accessory-small'), l('b', 'controller'), l('c', 'accessory-small')], base)
    expect(ids(split)).toEqual([
      ['accessory-small', ['a', 'c']],
      ['controller', ['b']],
    ])
    expect(split.isSameBoxShipmentSupported).toBe(true)
  })

  it('an empty basket has no packages', () => {
    expect(splitPackages([], base)).toEqual({ packages: [], isSameBoxShipmentSupported: false })
  })
})

describe('same-box shipment', () => {
  const basket = [l('a', 'controller'), l('h', 'handheld'), l('s', 'accessory-small'), l('x', 'mystery')]

  it('merges every mergeable group when the toggle is on; others ship alone', () => {
    const split = splitPackages(basket, { ...base, sameBoxShipment: true })
    expect(ids(split)).toEqual([
      [SAME_BOX_PACKAGE_ID, ['a', 's']],
      ['handheld', ['h']],
      ['mystery', ['x']],
    ])
    expect(split.isSameBoxShipmentSupported).toBe(true)
  })

  it('keeps groups apart while the toggle is off', () => {
    expect(ids(splitPackages(basket, base)).map(([id]) => id)).toEqual([
      'controller',
      'handheld',
      'accessory-small',
      'mystery',
    ])
  })

  it('is not supported (and changes nothing) with fewer than two mergeable groups', () => {
    const split = splitPackages([l('a', 'controller'), l('h', 'handheld')], { ...base, sameBoxShipment: true })
    expect(split.isSameBoxShipmentSupported).toBe(false)
    expect(ids(split).map(([id]) => id)).toEqual(['controller', 'handheld'])
  })

  it('follows the rules passed in', () => {
    const rules = [
      { key: 'controller', sameBox: true },
      { key: 'handheld', sameBox: true },
    ]
    const split = splitPackages([l('a', 'controller'), l('h', 'handheld')], {
      ...base,
      sameBoxShipment: true,
      groups: rules,
    })
    expect(ids(split)).toEqual([[SAME_BOX_PACKAGE_ID, ['a', 'h']]])
  })
})

describe('assembly time and Same Day Assembly of a package', () => {
  it('takes the longest build of its lines', () => {
    const [pkg] = splitPackages([l('a', 'controller', { assemblyDays: 1 }), l('b', 'controller')], base).packages
    expect(pkg).toMatchObject({ defaultAssemblyTime: 3, assemblyTime: 3, sda: false })
  })

  it('is 0 (24 Hours) when every line has SDA', () => {
    const [pkg] = splitPackages([l('a', 'controller', { hasSda: true })], base).packages
    expect(pkg).toMatchObject({ defaultAssemblyTime: 3, assemblyTime: 0, sda: true })
    expect(pkg!.sdaAllowance).toEqual({ enabled: true, mode: 'other' })
  })

  it('waits for the slowest line without SDA', () => {
    const [pkg] = splitPackages(
      [l('a', 'controller', { hasSda: true }), l('b', 'controller', { assemblyDays: 2 })],
      base,
    ).packages
    expect(pkg).toMatchObject({ assemblyTime: 2, sda: true })
  })

  it('has no SDA allowance when the site switch is off or no line can have it', () => {
    const off = splitPackages([l('a', 'controller', { hasSda: true })], { ...base, sameDayAssemblyEnabled: false })
    expect(off.packages[0]).toMatchObject({ sda: false, assemblyTime: 3, sdaAllowance: { enabled: false } })
    const none = splitPackages([l('a', 'controller', { sdaCapable: false })], base)
    expect(none.packages[0]!.sdaAllowance.enabled).toBe(false)
  })

  it('passes the fedex_only mode through', () => {
    const split = splitPackages([l('a', 'controller')], { ...base, sdaMode: 'fedex_only' })
    expect(split.packages[0]!.sdaAllowance.mode).toBe('fedex_only')
  })
})
