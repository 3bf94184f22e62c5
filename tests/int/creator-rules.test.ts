import type { Payload, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEngine, modKey } from '../../src/creator/engine'
import { lintPlatforms } from '../../src/creator/server/lint-platforms'
import { loadCreatorCatalog, UnknownPlatformError } from '../../src/creator/server/load-catalog'
import { validateConfiguration } from '../../src/creator/server/validate-configuration'
import { SAME_DAY_ASSEMBLY_OPTION_ID } from '../../src/lib/platforms'
import type { Platform } from '../../src/payload-types'
import { validateEndpoint as validateConfigurationEndpoint } from '../../src/plugins/creator/endpoints'
import { PLATFORM_SEEDS } from '../../src/seed/data/platforms'
import { DEMO, testPayload, userByEmail } from './payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const platform = async (slug: string) =>
  (await payload.find({ collection: 'platforms', where: { slug: { equals: slug } }, limit: 1, depth: 0 })).docs[0]!

describe('creator rules in Postgres', () => {
  it.each(PLATFORM_SEEDS.map((p) => p.slug))('%s: rules are stored and load with its catalog', async (slug) => {
    const catalog = await loadCreatorCatalog(payload, slug)
    expect(catalog.options.length).toBeGreaterThan(0)
    if (slug !== 'steam-deck') expect(catalog.rules.rules.length).toBeGreaterThan(0)
    const engine = createEngine(catalog)
    expect(engine.initial().quantity).toBe(1)
  })

  it('the rule lint passes on every platform as stored', async () => {
    const results = await lintPlatforms(payload)
    expect(results).toHaveLength(11)
    for (const { slug, report } of results) expect(report.problems, slug).toEqual([])
  })

  it('the engine on rules read from Postgres refuses mods without Rapid Fire', async () => {
    const catalog = await loadCreatorCatalog(payload, 'ps5')
    const engine = createEngine(catalog)
    const mod = catalog.mods[0]!
    expect(engine.apply(engine.initial(), { type: 'toggleMod', id: mod.id, on: true })).toEqual({
      kind: 'blocked',
      message: 'Rapid Fire has to be added to select Mods.',
    })
  })

  it('refuses to save a malformed rule set or one naming ids of another platform, and keeps the stored rules', async () => {
    const ps5 = await platform('ps5')
    const before = ps5.creatorRules
    const merchandiser = await userByEmail(payload, DEMO.merchandiser)
    const save = (creatorRules: Platform['creatorRules']) =>
      payload.update({
        collection: 'platforms',
        id: ps5.id,
        data: { creatorRules },
        overrideAccess: false,
        user: merchandiser,
      })
    await expect(
      save({
        version: 1,
        rules: [{ kind: 'requires', id: 'x', subject: { on: 'mods' }, requirement: [], message: 'm' }],
      }),
    ).rejects.toThrow(ValidationError)
    const foreign = (
      await payload.find({ collection: 'options', where: { name: { equals: 'Rapid Fire' } }, limit: 50, depth: 1 })
    ).docs.find((o) => !(o.platforms as Array<{ slug: string }>).some((p) => p.slug === 'ps5'))!
    try {
      await save({
        version: 1,
        rules: [
          {
            kind: 'requires',
            id: 'wrong-platform',
            subject: { on: 'mods' },
            requirement: [{ on: 'option', option: foreign.id }],
            message: 'm',
          },
        ],
      })
      throw new Error('expected a validation error')
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect(JSON.stringify((error as ValidationError).data)).toContain(
        `Rule \\"wrong-platform\\" names option ${foreign.id}, which does not exist on ps5. Pick an option of this platform or delete the rule.`,
      )
    }
    expect((await platform('ps5')).creatorRules).toEqual(before)
  })

  it('a merchandiser may change the rules', async () => {
    const ps5 = await platform('ps5')
    const merchandiser = await userByEmail(payload, DEMO.merchandiser)
    const updated = await payload.update({
      collection: 'platforms',
      id: ps5.id,
      data: { creatorRules: ps5.creatorRules },
      overrideAccess: false,
      user: merchandiser,
    })
    expect(updated.creatorRules).toEqual(ps5.creatorRules)
  })
})

describe('server authority over configurations', () => {
  it('prices the default configuration from the catalog', async () => {
    const catalog = await loadCreatorCatalog(payload, 'ps5')
    const verdict = await validateConfiguration(payload, 'ps5', createEngine(catalog).initial())
    if (!verdict.ok) throw new Error(verdict.message)
    const ps5 = await platform('ps5')
    expect(verdict.price.itemSubtotal).toBe(ps5.basePrice)
    expect(verdict.price.orderTotal).toBe(ps5.basePrice + verdict.price.optionsSubtotal)
  })

  it("refuses mods without Rapid Fire with the spec's message", async () => {
    const catalog = await loadCreatorCatalog(payload, 'ps5')
    const selection = createEngine(catalog).initial()
    selection.mods[modKey(catalog.mods[0]!.id)] = true
    expect(await validateConfiguration(payload, 'ps5', selection)).toEqual({
      ok: false,
      message: 'Rapid Fire has to be added to select Mods.',
    })
  })

  it('refuses malformed input and values of another option with precise messages', async () => {
    expect(await validateConfiguration(payload, 'ps5', { options: {} })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Configuration is invalid/),
    })
    const catalog = await loadCreatorCatalog(payload, 'ps5')
    const selection = createEngine(catalog).initial()
    const [first, second] = catalog.options.filter((o) => o.values.length > 1)
    selection.options[`option_${first!.id}`] = second!.values[1]!.id
    expect(await validateConfiguration(payload, 'ps5', selection)).toEqual({
      ok: false,
      message: `${first!.name} has no value ${second!.values[1]!.id}.`,
    })
  })

  it('POST /api/creator/validate/{platform}: 200 with the price, 422 with the message, 404, 400', async () => {
    const call = (platformSlug: string, body: () => Promise<unknown>) =>
      validateConfigurationEndpoint.handler({
        payload,
        routeParams: { platform: platformSlug },
        json: body,
      } as unknown as PayloadRequest)
    const catalog = await loadCreatorCatalog(payload, 'ps5')
    const selection = createEngine(catalog).initial()
    const ok = await call('ps5', async () => ({ selected: selection }))
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ ok: true, price: { itemSubtotal: (await platform('ps5')).basePrice } })
    const withMod = { ...selection, mods: { [modKey(catalog.mods[0]!.id)]: true } }
    const refused = await call('ps5', async () => ({ selected: withMod }))
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({ message: 'Rapid Fire has to be added to select Mods.' })
    expect((await call('atari-2600', async () => ({ selected: selection }))).status).toBe(404)
    expect((await call('ps5', async () => ({}))).status).toBe(400)
    const notJson = await call('ps5', async () => {
      throw new SyntaxError('Unexpected token')
    })
    expect(notJson.status).toBe(400)
  })

  it('reads the Advanced Back map and colour-kit links from Postgres, and hides Same Day Assembly with Rapid Fire', async () => {
    const catalog = await loadCreatorCatalog(payload, 'ps5')
    const advancedBack = catalog.options.find((o) => o.name === 'Advanced Back')!
    expect(advancedBack.backShellMap?.['*']?.length).toBeGreaterThan(1)
    const kit = catalog.options.find((o) => o.name === 'Color Kits')!.values.find((v) => v.name === 'Stealth Kit')!
    expect(kit.links?.length).toBe(3)
    const engine = createEngine(catalog)
    let state = engine.initial()
    for (const action of [
      { type: 'toggleOption', optionId: SAME_DAY_ASSEMBLY_OPTION_ID, on: true },
      { type: 'toggleOption', optionId: catalog.options.find((o) => o.template === 'rapid-fire')!.id, on: true },
    ] as const) {
      const outcome = engine.apply(state, action)
      if (outcome.kind !== 'next') throw new Error(JSON.stringify(outcome))
      state = outcome.state
    }
    expect(state.options[`option_${SAME_DAY_ASSEMBLY_OPTION_ID}`]).toBe(false)
    const forged = { ...state, options: { ...state.options, [`option_${SAME_DAY_ASSEMBLY_OPTION_ID}`]: true } }
    expect(await validateConfiguration(payload, 'ps5', forged)).toEqual({
      ok: false,
      message: 'Same Day Assembly is not available for controllers with Rapid Fire or macros.',
    })
  })

  it('answers an unknown platform with UnknownPlatformError', async () => {
    await expect(validateConfiguration(payload, 'atari-2600', {})).rejects.toBeInstanceOf(UnknownPlatformError)
  })
})
