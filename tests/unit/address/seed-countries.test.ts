import { describe, expect, it } from 'vitest'
import { DISABLED, seedCountries } from '../../../src/seed/data/countries'

const countries = seedCountries()
const by = (code: string) => countries.find((c) => c.code === code)

describe('seeded countries (country-region-data + the documented state/postal tables)', () => {
  it('covers every ISO country once with a two-letter code', () => {
    expect(countries.length).toBe(249)
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length)
    for (const c of countries) expect(c.code).toMatch(/^[A-Z]{2}$/)
  })

  it('keeps state lists only for the US (USPS abbreviations) and GB', () => {
    expect(countries.filter((c) => c.states.length).map((c) => c.code)).toEqual(['GB', 'US'])
    const us = by('US')!
    expect(us.states).toEqual(
      expect.arrayContaining([
        { code: 'NY', name: 'New York' },
        { code: 'DC', name: 'District of Columbia' },
      ]),
    )
    for (const s of us.states) expect(s.code).toMatch(/^[A-Z]{2}$/)
    expect(by('GB')!.states.length).toBeGreaterThan(200)
  })

  it('flags state and ZIP rules per the tables', () => {
    expect(by('US')).toMatchObject({ stateRequired: true, postalRequired: true, enabled: true })
    expect(by('GB')).toMatchObject({ stateRequired: true, postalRequired: true })
    expect(by('CA')).toMatchObject({ stateRequired: true, postalRequired: true })
    expect(by('DE')).toMatchObject({ stateRequired: false, postalRequired: true })
    expect(by('AE')).toMatchObject({ stateRequired: true, postalRequired: false })
    expect(by('AO')).toMatchObject({ stateRequired: false, postalRequired: false })
    expect(by('MK')?.name).toBe('North Macedonia')
  })

  it('starts uninhabited and embargoed destinations disabled', () => {
    expect(
      countries
        .filter((c) => !c.enabled)
        .map((c) => c.code)
        .sort(),
    ).toEqual([...DISABLED].sort())
  })
})
