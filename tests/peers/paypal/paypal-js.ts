/**
 * PayPal's JS SDK in Playwright without PayPal: `routePayPal` serves the stand-in (sdk-stand-in.js) where the store's
 * `loadScript` (@paypal/paypal-js) asks for https://www.paypal.com/sdk/js?... (or the sandbox's), and forwards the
 * calls the page makes to PayPal hosts (https://www.paypal.com/__peer/..., https://api-m.paypal.com/...) to the peer.
 * The page's Content-Security-Policy allows PayPal's hosts, not localhost, so the browser only ever sees PayPal URLs.
 */
import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'

/** The stand-in's browser source (defines window.paypal with Buttons and FUNDING). */
export function payPalSdkStandIn(): string {
  return readFileSync(new URL('./sdk-stand-in.js', import.meta.url), 'utf8')
}

const SDK = /^https:\/\/www\.(?:sandbox\.)?paypal\.com\/sdk\/js(?:[?#]|$)/
const FORWARDED = /^https:\/\/(?:api-m\.(?:sandbox\.)?paypal\.com\/|www\.(?:sandbox\.)?paypal\.com\/__peer\/)/

/** Routes PayPal's script and API hosts of a page (or every page of a context) to the stand-in and the peer. */
export async function routePayPal(target: Page | BrowserContext, peerUrl: string): Promise<void> {
  const base = peerUrl.replace(/\/+$/, '')
  await target.route(SDK, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      headers: { 'cache-control': 'no-store' },
      body: payPalSdkStandIn(),
    }),
  )
  await target.route(FORWARDED, async (route) => {
    const from = new URL(route.request().url())
    const response = await route.fetch({ url: `${base}${from.pathname}${from.search}` })
    await route.fulfill({ response })
  })
}
