/**
 * The peer's controls over HTTP, for tests in other processes and for the JS SDK stand-in (which approves orders
 * through them): the same operations as the `PayPalPeer` object, under /__peer/.
 */
import type { Route } from './router'
import { looseJson } from './router'
import type { PayPalPeer } from './server'

/** /__peer/ routes over a running peer. */
export function controlRoutes(peer: PayPalPeer): Route[] {
  const ok = (body: unknown) => ({ status: 200, body })
  return [
    { method: 'GET', pattern: /^\/__peer\/orders$/, handle: () => ok(peer.orders()) },
    { method: 'GET', pattern: /^\/__peer\/captures$/, handle: () => ok(peer.captures()) },
    { method: 'GET', pattern: /^\/__peer\/refunds$/, handle: () => ok(peer.refunds()) },
    { method: 'GET', pattern: /^\/__peer\/events$/, handle: () => ok(peer.events()) },
    {
      method: 'POST',
      pattern: /^\/__peer\/orders\/([^/]+)\/approve$/,
      handle: ({ params: [id], text }) => {
        const body = looseJson(text)
        return ok(peer.approve(id!, { decline: body.decline === true, pending: body.pending === true }))
      },
    },
    {
      method: 'POST',
      pattern: /^\/__peer\/captures\/([^/]+)\/settle$/,
      handle: ({ params: [id], text }) => ok(peer.settle(id!, { deny: looseJson(text).deny === true })),
    },
    {
      method: 'POST',
      pattern: /^\/__peer\/deliver$/,
      handle: async ({ text }) => {
        const body = looseJson(text)
        const eventId = String(body.eventId ?? '')
        if (!peer.events().some((record) => record.id === eventId)) {
          return { status: 404, body: { error: `no event ${eventId}` } }
        }
        const times = typeof body.times === 'number' ? body.times : 1
        return ok({ statuses: await peer.deliver(eventId, { times, concurrently: body.concurrently === true }) })
      },
    },
    {
      method: 'POST',
      pattern: /^\/__peer\/deliver-all$/,
      handle: async ({ text }) => ok({ results: await peer.deliverAll({ reverse: looseJson(text).reverse === true }) }),
    },
    {
      method: 'POST',
      pattern: /^\/__peer\/idle$/,
      handle: async () => {
        await peer.idle()
        return ok({ idle: true })
      },
    },
    {
      method: 'POST',
      pattern: /^\/__peer\/reset$/,
      handle: () => {
        peer.reset()
        return ok({ reset: true })
      },
    },
    {
      method: 'POST',
      pattern: /^\/__peer\/webhook-url$/,
      handle: ({ text }) => {
        const { url } = looseJson(text)
        const next = typeof url === 'string' && url ? url : null
        peer.setWebhookUrl(next)
        return ok({ url: next })
      },
    },
    {
      method: 'POST',
      pattern: /^\/__peer\/revoke-tokens$/,
      handle: () => {
        peer.revokeTokens()
        return ok({ revoked: true })
      },
    },
  ]
}
