// Shared setup of the payment integration tests: the Stripe and PayPal test peers, the store's keys pointed at them,
// and a local HTTP door to Payload's REST router so the peers' webhooks reach the store's endpoints as in production.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { handleEndpoints, type Payload } from 'payload'
import { PAYMENT_ENV_NAMES } from '../../../src/lib/payments/config'
import { startPayPalPeer } from '../../peers/paypal/server'
import { startStripePeer } from '../../peers/stripe/server'

export const STRIPE_WEBHOOK_SECRET = 'whsec_padforge_int'

/** Serves Payload's REST router (`/api/...`) on a local port: what a provider's webhook delivery reaches. */
export async function storeDoor(payload: Payload) {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) headers.set(name, value.join(', '))
    const request = new Request(`http://localhost:3000${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    })
    const response = await handleEndpoints({ config: payload.config, request })
    res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json' })
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/**
 * Both peers, with webhooks to the store's endpoints (delivered only when a test says so), and the store's payment
 * keys set to them. `stop()` puts the environment back: the other test files check out with manual payment.
 */
export async function startPeers(payload: Payload) {
  const saved = Object.fromEntries(PAYMENT_ENV_NAMES.map((k) => [k, process.env[k]]))
  const door = await storeDoor(payload)
  const stripe = await startStripePeer({
    port: 0,
    webhookUrl: `${door.url}/api/payments/stripe/webhook`,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    autoDeliver: false,
  })
  const paypal = await startPayPalPeer({ port: 0, webhookUrl: `${door.url}/api/payments/paypal/webhook` })
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_padforge_int',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_padforge_int',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    PAYPAL_CLIENT_ID: 'padforge-client',
    PAYPAL_CLIENT_SECRET: 'padforge-secret',
    PAYPAL_WEBHOOK_ID: 'WH-PADFORGE',
    PAYPAL_API_BASE: paypal.url,
  })
  return {
    stripe,
    paypal,
    door,
    async stop() {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
      await Promise.all([stripe.close(), paypal.close(), door.close()])
    },
  }
}
