import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onInvalidate } from '../../src/cache/invalidate'
import { COUNTRIES_TAG, countriesListEndpoint } from '../../src/plugins/countries'
import { ensureReferenceData } from '../../src/seed'
import { seedContext } from '../../src/seed/context'
import { writeCountries } from '../../src/seed/write-countries'
import { callEndpoint, restClient } from './http'
import { DEMO, DEMO_PASSWORDS, testPayload, userByEmail } from './payload'

let payload: Payload
const heard: string[] = []
let stop = () => {}

interface Listed {
  code: string
  name: string
  postal_required: boolean
  state_required: boolean
  states?: Array<{ name: string; abbreviation: string }>
}

const list = async () => {
  const reply = await callEndpoint<{ countries: Listed[] }>(payload, countriesListEndpoint)
  expect(reply.status).toBe(200)
  return reply.json.countries
}

beforeAll(async () => {
  payload = await testPayload()
  stop = onInvalidate((tags) => heard.push(...tags))
})
afterAll(() => stop())

describe('GET /api/order/countries-list (checkout.md section 7)', () => {
  it('answers the enabled countries, the United States first, then by name', async () => {
    const countries = await list()
    expect(countries.length).toBeGreaterThan(200)
    expect(countries[0]).toMatchObject({
      code: 'US',
      name: 'United States',
      postal_required: true,
      state_required: true,
    })
    const rest = countries.slice(1).map((c) => c.name)
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare))
    for (const c of countries) {
      expect(Object.keys(c).sort()).toEqual(
        ['code', 'name', 'postal_required', 'state_required', ...(c.states ? ['states'] : [])].sort(),
      )
      expect(c.code).toMatch(/^[A-Z]{2}$/)
    }
    // Embargoed and uninhabited places are disabled by default.
    expect(countries.map((c) => c.code)).not.toEqual(expect.arrayContaining(['AQ']))
    expect(countries.some((c) => c.code === 'KP')).toBe(false)
  })

  it('gives only the US and GB a state list, with USPS abbreviations for the US', async () => {
    const countries = await list()
    expect(countries.filter((c) => c.states).map((c) => c.code)).toEqual(['US', 'GB'])
    const us = countries.find((c) => c.code === 'US')!
    expect(us.states).toEqual(
      expect.arrayContaining([
        { name: 'New York', abbreviation: 'NY' },
        { name: 'District of Columbia', abbreviation: 'DC' },
        { name: 'Puerto Rico', abbreviation: 'PR' },
        { name: 'Guam', abbreviation: 'GU' },
      ]),
    )
    expect(us.states!.length).toBeGreaterThanOrEqual(57)
    const gb = countries.find((c) => c.code === 'GB')!
    expect(gb.states!.length).toBeGreaterThan(100)
    expect(gb.states).toContainEqual({ name: 'Bedford', abbreviation: 'BDF' })
    // Countries that require a state without a list, and countries without postal codes.
    expect(countries.find((c) => c.code === 'CA')).toMatchObject({ state_required: true, postal_required: true })
    expect(countries.find((c) => c.code === 'DE')).toMatchObject({ state_required: false, postal_required: true })
    expect(countries.find((c) => c.code === 'AE')).toMatchObject({ state_required: true, postal_required: false })
  })

  it('lets browsers keep it briefly', async () => {
    const response = await countriesListEndpoint.handler({ payload, user: null, routeParams: {} } as never)
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=60')
  })

  it("shows an admin's edit on the next call and invalidates its cache tag", async () => {
    const admin = await userByEmail(payload, DEMO.admin)
    const de = (await payload.find({ collection: 'countries', where: { code: { equals: 'DE' } }, limit: 1 })).docs[0]!
    heard.length = 0
    await payload.update({
      collection: 'countries',
      id: de.id,
      data: { enabled: false },
      user: admin,
      overrideAccess: false,
    })
    expect(heard).toContain(COUNTRIES_TAG)
    expect((await list()).some((c) => c.code === 'DE')).toBe(false)
    await payload.update({
      collection: 'countries',
      id: de.id,
      data: { enabled: true, name: 'Deutschland' },
      user: admin,
      overrideAccess: false,
    })
    expect((await list()).find((c) => c.code === 'DE')?.name).toBe('Deutschland')
    await payload.update({ collection: 'countries', id: de.id, data: { name: 'Germany' }, overrideAccess: true }) // the test's own fixture
  })

  it('is public to read and only admins write countries', async () => {
    const { rest, as } = restClient(() => payload, DEMO_PASSWORDS)
    const customer = await userByEmail(payload, DEMO.customer)
    const read = await rest('/order/countries-list', await as(null))
    expect(read.status).toBe(200)
    const us = (await payload.find({ collection: 'countries', where: { code: { equals: 'US' } }, limit: 1 })).docs[0]!
    const patch = await rest(
      `/countries/${us.id}`,
      await as(customer, { method: 'PATCH', body: JSON.stringify({ enabled: false }) }),
    )
    expect(patch.status).toBe(403)
    const create = await rest(
      '/countries',
      await as(null, { method: 'POST', body: JSON.stringify({ code: 'ZZ', name: 'Z' }) }),
    )
    expect(create.status).toBe(403)
    expect((await list())[0]?.code).toBe('US')
  })

  it('seeds idempotently: a second run writes nothing', async () => {
    const logs: string[] = []
    await writeCountries(seedContext(payload, (m) => logs.push(m)))
    expect(logs).toEqual(['countries: 0 written'])
  })

  it('are written on start-up when a store has none (a store made before countries existed)', async () => {
    // Present: nothing is written, so a merchandiser's edits stay.
    const logs: string[] = []
    await ensureReferenceData(payload, (m) => logs.push(m))
    expect(logs).toEqual([])
    const before = (await payload.count({ collection: 'countries', overrideAccess: true })).totalDocs // the test's own fixture
    await payload.delete({ collection: 'countries', where: { id: { exists: true } }, overrideAccess: true }) // the test's own fixture
    expect((await payload.count({ collection: 'countries', overrideAccess: true })).totalDocs).toBe(0) // the test's own fixture
    await ensureReferenceData(payload)
    expect((await payload.count({ collection: 'countries', overrideAccess: true })).totalDocs).toBe(before) // the test's own fixture
    expect((await list())[0]?.code).toBe('US')
  })
})
