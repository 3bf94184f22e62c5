import { defineConfig, devices } from '@playwright/test'
import {
  E2E_BUILD_ENV,
  GA_PEER_PORT,
  GA_PEER_URL,
  GEOCODER_PEER_PORT,
  GEOCODER_PEER_URL,
  TAG_MANAGER_ID,
} from './tests/e2e/support/build-env.mjs'
import { MAIL_HTTP_PORT, MAIL_SINK, MAIL_SMTP_PORT } from './tests/e2e/support/mail'

export { GA_PEER_URL, GEOCODER_PEER_URL, TAG_MANAGER_ID }

import { RELAXED_LIMITS } from './tests/support/relaxed-limits'

const PORT = Number(process.env.E2E_PORT ?? 3100)
export const BASE_URL = `http://localhost:${PORT}`
const STRIPE_PEER_PORT = Number(process.env.E2E_STRIPE_PORT ?? 12111)
const PAYPAL_PEER_PORT = Number(process.env.E2E_PAYPAL_PORT ?? 12112)
const FORUM_PEER_PORT = Number(process.env.E2E_FORUM_PORT ?? 12415)
const EASYPOST_PEER_PORT = Number(process.env.E2E_EASYPOST_PORT ?? 12416)
/** The local EasyPost the store's tracking reads (tests/peers/README.md). */
export const EASYPOST_PEER_URL = `http://127.0.0.1:${EASYPOST_PEER_PORT}`
/** The local Stripe the store and the Stripe.js stand-in talk to (tests/peers/README.md). */
export const STRIPE_PEER_URL = `http://127.0.0.1:${STRIPE_PEER_PORT}`
/** The local PayPal the store and the PayPal SDK stand-in talk to (tests/peers/README.md). */
export const PAYPAL_PEER_URL = `http://127.0.0.1:${PAYPAL_PEER_PORT}`
/** The local Discourse the store's forum widget reads (tests/peers/README.md), loaded with its DEMO_FORUM. */
export const FORUM_PEER_URL = `http://127.0.0.1:${FORUM_PEER_PORT}`
const STRIPE_WEBHOOK_SECRET = 'whsec_padforge_e2e'
/**
 * Every spec's browser has already declined analytics (the banner would otherwise sit over what the specs click):
 * tests/e2e/analytics.spec.ts starts from an empty storage to see the banner and the choice.
 */
const DECLINED_ANALYTICS = {
  cookies: [],
  origins: [
    {
      origin: BASE_URL,
      localStorage: [
        { name: 'padforge.consent', value: JSON.stringify({ choice: 'denied', at: new Date().toISOString() }) },
      ],
    },
  ],
}

/**
 * End-to-end tests drive Debian's Chromium against the production build, started by the same launcher
 * as `npm start` on a fresh embedded database (so the first-start seed is tested too).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    // Payload honours the session cookie only from the store's own origins (csrf); Playwright's API requests send no
    // Origin of their own, so they say where they come from like a browser's fetch would.
    extraHTTPHeaders: { origin: BASE_URL },
    storageState: DECLINED_ANALYTICS,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      // First, before any page has read the forum (its answers are then kept): a store whose forum cannot be read
      // shows no widget and no error. It leaves the forum answering for the other specs.
      name: 'forum-down',
      testMatch: 'forum-down.setup.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'chromium',
      dependencies: ['forum-down'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: [
    {
      // The test SMTP server the store sends to; specs read the mails from it (tests/e2e/support/mail.ts).
      command: `node --import tsx tests/support/mail-sink.ts --smtp-port ${MAIL_SMTP_PORT} --http-port ${MAIL_HTTP_PORT}`,
      url: `${MAIL_SINK}/messages`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // The payment peers (tests/peers/README.md) start before the store, which calls them from its first request.
      // Their webhooks go out as payments happen (retried 3 times, 500 ms apart), by then to a running store.
      command: [
        'node --import tsx tests/peers/stripe/cli.ts',
        `--port ${STRIPE_PEER_PORT}`,
        `--webhook-url ${BASE_URL}/api/payments/stripe/webhook`,
        `--webhook-secret ${STRIPE_WEBHOOK_SECRET}`,
        '--auto-deliver',
      ].join(' '),
      url: `${STRIPE_PEER_URL}/__peer/events`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: [
        'node --import tsx tests/peers/paypal/cli.ts',
        `--port ${PAYPAL_PEER_PORT}`,
        `--webhook-url ${BASE_URL}/api/payments/paypal/webhook`,
        '--auto-deliver',
      ].join(' '),
      url: `${PAYPAL_PEER_URL}/__peer/orders`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // The forum the store's widget reads (listings, product pages): on from the start, like a configured shop.
      command: `node --import tsx tests/peers/discourse/cli.ts --port ${FORUM_PEER_PORT}`,
      url: `${FORUM_PEER_URL}/__peer/requests`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // The tracking service the account's tracking page reads (issue 29): on, like a configured shop.
      command: `node --import tsx tests/peers/easypost/cli.ts --port ${EASYPOST_PEER_PORT}`,
      url: `${EASYPOST_PEER_URL}/__peer/requests`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // The place finder's geocoder and map tiles (issue 34): on, like a configured shop.
      command: `node --import tsx tests/peers/photon/cli.ts --port ${GEOCODER_PEER_PORT}`,
      url: `${GEOCODER_PEER_URL}/__peer/requests`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // The tag manager's script host and GA4's Measurement Protocol (issue 34): on, like a configured shop.
      command: `node --import tsx tests/peers/ga/cli.ts --port ${GA_PEER_PORT}`,
      url: `${GA_PEER_URL}/__peer/requests`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/start.mjs',
      url: `${BASE_URL}/api/platforms?limit=1`,
      timeout: 15 * 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        PADFORGE_DATA_DIR: '.data/e2e',
        MEDIA_DIR: '.data/e2e/media',
        EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54349',
        // Never the developer's DATABASE_URL: an empty value makes the launcher use the embedded server.
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        ...RELAXED_LIMITS,
        // Card and PayPal payments against the local peers (the browser reaches them through routeStripe/routePayPal).
        STRIPE_SECRET_KEY: 'sk_test_padforge_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_padforge_e2e',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: STRIPE_PEER_URL,
        PAYPAL_CLIENT_ID: 'padforge-client',
        PAYPAL_CLIENT_SECRET: 'padforge-secret',
        PAYPAL_WEBHOOK_ID: 'WH-PADFORGE',
        PAYPAL_API_BASE: PAYPAL_PEER_URL,
        FORUM_URL: FORUM_PEER_URL,
        // The key the stand-in takes: the account's Forum Activity finds the customer's forum account by e-mail.
        FORUM_API_KEY: 'peer-api-key',
        EASYPOST_API_KEY: 'EZTK_padforge_test',
        EASYPOST_API_BASE: EASYPOST_PEER_URL,
        // The place finder and the tag manager (read by `next build` too: tests/e2e/support/build-env.mjs).
        ...E2E_BUILD_ENV,
        MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors (test tiles)',
        // Status mails and refund retries are picked up within two seconds, not ten.
        JOBS_INTERVAL_MS: '2000',
        // Forum answers kept for the whole run: a page with the widget is then rendered again only when its data
        // changes, as without a forum, so the specs' cache checks (a HIT on the second load) never meet a page that
        // went stale mid-run (the 300 s default).
        FORUM_CACHE_SECONDS: '86400',
        // Analytics (issue 34): the consent banner and gtm.js from the GA peer; refunds reported to the same peer.
        GA_MEASUREMENT_ID: 'G-PADFORGE',
        GA_API_SECRET: 'padforge-ga-secret',
        GA_MP_URL: GA_PEER_URL,
      },
    },
  ],
})
