import { describe, expect, it } from 'vitest'
import { SelectionQueryError, selectionFromQuery, selectionToQuery } from '../../../src/creator/preview/query'
import type { Selection } from '../../../src/creator/selection'

const parse = (search: string) => selectionFromQuery(Object.fromEntries(new URLSearchParams(search)))

describe('selectionFromQuery', () => {
  it('reads options, flags, quantity, body and format', () => {
    expect(
      parse(
        'option_12=40&option_9=false&option_47=true&mod_3=1&macro_2=0&package_5=true&quantity=2&rapidEnabled=1&bodyId=40&format=webp',
      ),
    ).toEqual({
      selection: {
        options: { option_12: 40, option_9: false, option_47: true },
        mods: { mod_3: true },
        macros: { macro_2: false },
        packages: { package_5: true },
        quantity: 2,
        rapidEnabled: true,
        bodyId: 40,
      },
      format: 'webp',
    })
  })

  it('defaults to an empty configuration of quantity 1 as PNG', () => {
    expect(selectionFromQuery(undefined)).toEqual({
      selection: { options: {}, mods: {}, macros: {}, packages: {}, quantity: 1, rapidEnabled: false, bodyId: null },
      format: 'png',
    })
  })

  it.each([
    ['option_12=red', 'option_12 must be a whole number above 0, not "red".'],
    ['option_12=0', 'option_12 must be a whole number above 0, not "0".'],
    ['option_12=-4', 'option_12 must be a whole number above 0, not "-4".'],
    ['mod_3=yes', 'mod_3 must be 1, 0, true or false, not "yes".'],
    ['quantity=4', 'quantity: '],
    ['format=avif', 'format must be png or webp, not "avif".'],
    ['colour=red', 'Unknown query parameter "colour"'],
    ['option_x=1', 'Unknown query parameter "option_x"'],
  ])('%s is refused with a precise message', (search, message) => {
    expect(() => parse(search)).toThrow(SelectionQueryError)
    expect(() => parse(search)).toThrow(message)
  })

  it('refuses repeated and nested parameters (as qs parses them)', () => {
    expect(() => selectionFromQuery({ option_12: ['40', '41'] })).toThrow('option_12 is given more than once.')
    expect(() => selectionFromQuery({ option_12: { a: '1' } })).toThrow('option_12 must be a single value')
  })
})

describe('selectionToQuery', () => {
  it('round-trips a configuration (held choices are not sent)', () => {
    const selection: Selection = {
      options: { option_12: 40, option_9: false },
      mods: { mod_3: true, mod_4: false },
      macros: {},
      packages: { package_1: true },
      quantity: 3,
      rapidEnabled: true,
      bodyId: 40,
      held: { option_9: true },
    }
    const query = selectionToQuery(selection, 'webp')
    expect(query).toBe(
      'option_12=40&option_9=false&mod_3=1&mod_4=0&package_1=1&quantity=3&rapidEnabled=1&bodyId=40&format=webp',
    )
    const { held: _held, ...sent } = selection
    expect(parse(query)).toEqual({ selection: sent, format: 'webp' })
  })
})
