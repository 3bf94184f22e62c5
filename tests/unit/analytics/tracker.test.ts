import { describe, expect, it } from 'vitest'
import { addToCart, createTracker, MAX_PENDING, search } from '../../../src/lib/analytics'

const CONFIG = { id: 'GTM-AB12CD', url: 'https://www.googletagmanager.com' }
const cart = addToCart({ id: 7, name: 'Grip', price: 2499 })

/** A page: its dataLayer and the scripts it was given. */
function page() {
  const layer: unknown[] = []
  const scripts: string[] = []
  const tracker = createTracker({ layer: () => layer, loadScript: (url) => scripts.push(url), now: () => 1000 })
  return { layer, scripts, tracker }
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value))

describe('the tracker', () => {
  it('without a tag manager: inert, nothing pushed or loaded, whatever the shopper says', () => {
    const { layer, scripts, tracker } = page()
    tracker.track(cart)
    tracker.configure(null)
    tracker.decide('granted')
    tracker.track(search('grip'))
    expect(tracker.state()).toBe('unconfigured')
    expect(layer).toEqual([])
    expect(scripts).toEqual([])
  })

  it('before the choice: nothing pushed or loaded; on Accept, consent mode, gtm.js once, then the held events', () => {
    const { layer, scripts, tracker } = page()
    tracker.track(cart)
    tracker.configure(CONFIG)
    tracker.track(search('grip'))
    expect(tracker.state()).toBe('waiting')
    expect(layer).toEqual([])
    expect(scripts).toEqual([])

    tracker.decide('granted')
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD'])
    expect(plain(layer)).toEqual([
      {
        0: 'consent',
        1: 'default',
        2: {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      },
      { 0: 'consent', 1: 'update', 2: { analytics_storage: 'granted' } },
      { 'gtm.start': 1000, event: 'gtm.js' },
      { ecommerce: null },
      cart,
      { event: 'search', search_term: 'grip' },
    ])
    // gtag() pushes an Arguments object, as Google's snippet does (GTM ignores plain arrays as commands).
    expect(Object.prototype.toString.call(layer[0])).toBe('[object Arguments]')

    tracker.decide('granted')
    tracker.configure(CONFIG)
    expect(scripts).toHaveLength(1)
    tracker.track(cart)
    expect(layer.slice(-2)).toEqual([{ ecommerce: null }, cart])
  })

  it('a stored Accept read before the configuration starts as soon as the configuration comes', () => {
    const { layer, scripts, tracker } = page()
    tracker.decide('granted')
    tracker.track(cart)
    expect(layer).toEqual([])
    tracker.configure(CONFIG)
    expect(scripts).toHaveLength(1)
    expect(layer.slice(-2)).toEqual([{ ecommerce: null }, cart])
  })

  it('declined: the held events are dropped and nothing is ever pushed or loaded', () => {
    const { layer, scripts, tracker } = page()
    tracker.configure(CONFIG)
    tracker.track(cart)
    tracker.decide('denied')
    tracker.track(cart)
    expect(tracker.state()).toBe('denied')
    expect(layer).toEqual([])
    expect(scripts).toEqual([])
  })

  it('declined after accepting: the consent update, then nothing more', () => {
    const { layer, tracker } = page()
    tracker.configure(CONFIG)
    tracker.decide('granted')
    const length = layer.length
    tracker.decide('denied')
    tracker.track(cart)
    expect(plain(layer.slice(length))).toEqual([{ 0: 'consent', 1: 'update', 2: { analytics_storage: 'denied' } }])
  })

  it('holds at most MAX_PENDING events while waiting', () => {
    const { layer, tracker } = page()
    tracker.configure(CONFIG)
    for (let i = 0; i < MAX_PENDING + 10; i++) tracker.track(search(`q${i}`))
    tracker.decide('granted')
    expect(layer.filter((e) => (e as { event?: string }).event === 'search')).toHaveLength(MAX_PENDING)
  })

  it('tells when an event really reached dataLayer, and never for a dropped one', () => {
    const { tracker } = page()
    const sent: string[] = []
    tracker.configure(CONFIG)
    tracker.track(cart, () => sent.push('held'))
    expect(sent).toEqual([])
    tracker.decide('granted')
    expect(sent).toEqual(['held'])
    tracker.track(cart, () => sent.push('now'))
    expect(sent).toEqual(['held', 'now'])

    const declined = page().tracker
    declined.configure(CONFIG)
    declined.track(cart, () => sent.push('dropped'))
    declined.decide('denied')
    expect(sent).toEqual(['held', 'now'])
  })
})
