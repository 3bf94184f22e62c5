import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  addToBasket,
  type ConfiguredProductResponse,
  capMessage,
  lineFor,
} from '../../../src/components/creator/add-to-cart'
import type { Selection } from '../../../src/creator/selection'
import { type BasketLine, configKey } from '../../../src/lib/basket/basket'

const selected = (over: Partial<Selection> = {}): Selection => ({
  options: { option_1: 4, option_9: true },
  mods: {},
  macros: {},
  packages: {},
  quantity: 2,
  rapidEnabled: false,
  bodyId: null,
  ...over,
})

const answer = (uid: string, s: Selection = selected()): ConfiguredProductResponse => ({
  configuration_id: uid,
  quantity: s.quantity,
  productId: uid,
  configuredProduct: {
    name: 'Custom PS5 Controller',
    url: `/configured-controller/${uid}`,
    images: { front: null },
    platform_slug: 'ps5',
    data: { selected: s },
    configurable: true,
  },
})

const SDA = [{ key: 'sda' as const, name: 'Same Day Assembly', price: 2499 }]
const now = new Date('2026-11-22T10:00:00.000Z')

/** An in-memory basket and a server that answers a fresh uid for every stored configuration. */
function setUp() {
  let stored: BasketLine[] = []
  const store = { read: () => stored, write: (b: BasketLine[]) => (stored = b) }
  let n = 0
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    n += 1
    const body = JSON.parse(String(init.body)) as { product: { data: { selected: Selection } } }
    return new Response(JSON.stringify(answer(`uid-${n}`, body.product.data.selected)), { status: 200 })
  })
  vi.stubGlobal('fetch', fetchMock)
  const add = (s: Selection) =>
    addToBasket(
      { platform: { id: 1, slug: 'ps5' }, name: 'Custom PS5 Controller', selected: s, unitPrice: 12000, services: SDA },
      store,
      now,
    )
  return { add, fetchMock, basket: () => stored }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the creator adds to the basket', () => {
  it('a line carries the content key of the server copy, its services and the first uid', () => {
    const l = lineFor(answer('uid-1'), 12000, SDA, now)
    expect(l).toMatchObject({
      id: 'uid-1',
      type: 'controller',
      quantity: 2,
      unitPrice: 12000,
      services: SDA,
      configKey: configKey('ps5', selected()),
      addedAt: now.toISOString(),
    })
  })

  it('the same build twice is one line of at most 3, keeping the first uid; a full line stores nothing more', async () => {
    const { add, fetchMock, basket } = setUp()
    expect(await add(selected())).toMatchObject({ requested: 2, added: 2, capped: false })
    const second = await add(selected())
    expect(second).toMatchObject({ requested: 2, added: 1, capped: true })
    expect(basket()).toHaveLength(1)
    expect(basket()[0]).toMatchObject({ id: 'uid-1', quantity: 3, services: SDA })

    const third = await add(selected({ quantity: 1 }))
    expect(third).toMatchObject({ requested: 1, added: 0, capped: true })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(basket()).toHaveLength(1)
  })

  it('another service choice is another line', async () => {
    const { add, basket } = setUp()
    await add(selected())
    await add(selected({ options: { option_1: 4, option_9: true, option_47: true }, quantity: 3 }))
    expect(basket().map((l) => [l.id, l.quantity])).toEqual([
      ['uid-1', 2],
      ['uid-2', 3],
    ])
  })

  it('a refused configuration leaves the basket alone', async () => {
    const { basket } = setUp()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Sold out' }), { status: 422 })),
    )
    await expect(
      addToBasket(
        { platform: { id: 1, slug: 'ps5' }, name: 'x', selected: selected(), unitPrice: 1, services: [] },
        { read: basket, write: () => expect.unreachable() },
      ),
    ).rejects.toThrow('Sold out')
  })

  it('says when the cap cut the add, and says nothing otherwise', () => {
    expect(capMessage({ requested: 2, added: 2 })).toBeNull()
    expect(capMessage({ requested: 2, added: 1 })).toBe(
      'Only 1 more fitted: you now have 3 of this controller in your cart, the most per line.',
    )
    expect(capMessage({ requested: 1, added: 0 })).toBe(
      'You already have 3 of this controller in your cart: 3 is the most per line.',
    )
  })
})
