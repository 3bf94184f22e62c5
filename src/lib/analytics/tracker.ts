/**
 * What the browser does with analytics events (issue 34), with the page's dataLayer and script loader passed in so
 * the rules are plain and unit tested:
 *
 * - no tag manager configured: inert, everything is dropped and nothing is loaded;
 * - before the shopper's choice: nothing reaches `dataLayer` and no script is loaded; this tab keeps up to
 *   MAX_PENDING events in memory, so what happened on the page where the shopper then accepts is not lost (a reload
 *   drops them);
 * - accepted: GA4 Consent Mode v2's defaults (all denied) then the update (analytics granted), GTM's start event,
 *   gtm.js from the configured host once, then the held events and every later one, each ecommerce event after
 *   `{ ecommerce: null }` (GA4's advice, so one event's items never leak into the next);
 * - declined: the held events are dropped and nothing is sent; declining after accepting sends the consent update
 *   (denied) and nothing more.
 */
import { type TagManagerConfig, tagManagerScriptUrl } from './config'
import type { ConsentChoice } from './consent'
import { type AnalyticsEvent, isEcommerce } from './events'

export const MAX_PENDING = 30

export interface TrackerSinks {
  /** The page's `window.dataLayer` (created when missing). */
  layer: () => unknown[]
  /** Adds a script to the page. */
  loadScript: (url: string) => void
  now: () => number
}

export type TrackerState = 'unconfigured' | 'waiting' | 'granted' | 'denied'

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const

export function createTracker(sinks: TrackerSinks) {
  /** undefined until the page's host says what is configured. */
  let config: TagManagerConfig | null | undefined
  let consent: ConsentChoice | null = null
  let loaded = false
  /** Held events, each with what to do once it is really sent. */
  let pending: Array<{ event: AnalyticsEvent; onSent?: () => void }> = []

  /** gtag() as Google's snippet defines it: GTM reads consent commands only as an `arguments` object. */
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: GTM recognises gtag commands by their Arguments object, not arrays.
    sinks.layer().push(arguments)
  }

  function send(event: AnalyticsEvent, onSent?: () => void) {
    const layer = sinks.layer()
    if (isEcommerce(event)) layer.push({ ecommerce: null })
    layer.push(event)
    onSent?.()
  }

  function start(tagManager: TagManagerConfig) {
    if (loaded) {
      gtag('consent', 'update', { analytics_storage: 'granted' })
      return
    }
    loaded = true
    gtag('consent', 'default', { ...DENIED, wait_for_update: 500 })
    gtag('consent', 'update', { analytics_storage: 'granted' })
    sinks.layer().push({ 'gtm.start': sinks.now(), event: 'gtm.js' })
    sinks.loadScript(tagManagerScriptUrl(tagManager))
  }

  const state = (): TrackerState =>
    config === null ? 'unconfigured' : consent === null || config === undefined ? 'waiting' : consent

  /** The shopper's choice (stored or just made). */
  function decide(choice: ConsentChoice) {
    const before = consent
    consent = choice
    if (!config) return
    if (choice === 'denied') {
      pending = []
      if (before === 'granted' && loaded) gtag('consent', 'update', { analytics_storage: 'denied' })
      return
    }
    if (before === 'granted' && loaded) return
    start(config)
    const held = pending
    pending = []
    for (const { event, onSent } of held) send(event, onSent)
  }

  return {
    state,
    decide,
    /** The page's configuration (null: none). Without one, held events are dropped for good. */
    configure(value: TagManagerConfig | null) {
      config = value
      if (!value) pending = []
      else if (consent) decide(consent)
    },
    /** `onSent` runs when the event reaches dataLayer (now, or when the shopper accepts); never if it is dropped. */
    track(event: AnalyticsEvent, onSent?: () => void) {
      if (config === null || consent === 'denied') return
      if (config && consent === 'granted') send(event, onSent)
      else if (pending.length < MAX_PENDING) pending.push({ event, onSent })
    },
  }
}

export type Tracker = ReturnType<typeof createTracker>
