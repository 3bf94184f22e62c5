/**
 * Stripe.js in the browser tests: Playwright answers https://js.stripe.com/** with a local stand-in
 * (stripe-js.browser.js) and forwards https://api.stripe.com/** to the Stripe peer, so the pages keep their
 * production Content-Security-Policy and nothing reaches Stripe.
 */
import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'

const SOURCE = new URL('./stripe-js.browser.js', import.meta.url)

/** The stand-in's source: defines `window.Stripe` the way `loadStripe` from @stripe/stripe-js expects it. */
export function stripeJsStandIn(): string {
  return readFileSync(SOURCE, 'utf8')
}

/**
 * Serves the stand-in for js.stripe.com and sends api.stripe.com calls to the peer at `peerUrl`
 * (http://127.0.0.1:12111), answering the page with the peer's status, headers and body.
 */
export async function routeStripe(target: Page | BrowserContext, peerUrl: string): Promise<void> {
  const script = stripeJsStandIn()
  await target.route('https://js.stripe.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'no-store' },
      body: script,
    }),
  )
  await target.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url())
    const response = await route.fetch({ url: `${peerUrl.replace(/\/$/, '')}${url.pathname}${url.search}` })
    await route.fulfill({ response })
  })
}
