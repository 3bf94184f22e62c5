import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint } from '../../../endpoints/http'
import {
  affiliateInfoQuery,
  friendOfferSchema,
  manageBody,
  manageQuery,
  shareViaEmailSchema,
} from '../../../lib/affiliates/api'
import { attachAffiliate } from '../operations/attach'
import { friendOffer } from '../operations/friend-offer-call'
import { myProgram } from '../operations/my-program'
import { affiliateInfo, readPartnerNotifications, savePartnerNotifications } from '../operations/partner'
import { shareViaEmail } from '../operations/share'
import { recordVisit } from '../operations/visit'

const noStore = { 'Cache-Control': 'private, no-store' }
const reply = (value: unknown) => Response.json(value, { headers: noStore })

/** The referral and affiliate calls (account.md section 7; docs/api.md "Account: referral and affiliates"). */
export const accountEndpoints = [
  defineEndpoint({
    path: '/account/share-via-email',
    method: 'post',
    caller: callers.signedIn, // a member invites a friend; rate limited per member
    body: { schema: shareViaEmailSchema, hint: '{ "email": "friend@example.com", "template": "referral" }' },
    handler: async ({ req, body }) => reply(await shareViaEmail(req, body)),
  }),
]

/** Under /api/affiliates/: collection endpoints, so they come before Payload's own `/:id` routes. */
export const affiliateEndpoints = [
  defineEndpoint({
    path: '/me',
    method: 'get',
    caller: callers.signedIn, // the customer's own program: found by the session's customer
    handler: async ({ req }) => reply(await myProgram(req)),
  }),
  defineEndpoint({
    path: '/info',
    method: 'get',
    caller: callers.anyone, // partners use the generator without an account; it answers about partners only
    query: affiliateInfoQuery,
    handler: async ({ req, query }) => reply(await affiliateInfo(req, query)),
  }),
  defineEndpoint({
    path: '/manage',
    method: 'get',
    caller: callers.anyone, // the signed link (e-mail and its HMAC) is the partner's proof, checked by the operation
    query: manageQuery,
    handler: async ({ req, query }) => reply(await readPartnerNotifications(req, query)),
  }),
  defineEndpoint({
    path: '/manage',
    method: 'post',
    caller: callers.anyone, // as above
    body: { schema: manageBody, hint: '{ "email": "…", "hash": "…", "notifications": { "referred_order": true } }' },
    handler: async ({ req, body }) => reply(await savePartnerNotifications(req, body)),
  }),
  defineEndpoint({
    path: '/friend-offer',
    method: 'post',
    caller: callers.anyone, // guests check out; only the signed ref cookie of an approved affiliate gives an offer
    body: { schema: friendOfferSchema, hint: '{ "email": "you@example.com" }' },
    handler: async ({ req, body }) => reply(await friendOffer(req, body)),
  }),
  defineEndpoint({
    path: '/visit',
    method: 'get',
    caller: callers.anyone, // every shopper arriving through a link; an unknown code sets nothing
    query: z.object({ ref: z.string().max(64).optional(), to: z.string().max(2048).optional() }),
    handler: async ({ req, query }) => {
      const { location, cookie } = await recordVisit(req, { code: query.ref?.trim().toUpperCase(), to: query.to })
      const headers = new Headers({ Location: location, ...noStore })
      if (cookie) headers.append('Set-Cookie', cookie)
      return new Response(null, { status: 302, headers })
    },
  }),
]

/** Under /api/orders/ (checkout.md attach-affiliate): added to the orders collection by this plugin. */
export const orderEndpoints = [
  defineEndpoint({
    path: '/:order/attach-affiliate',
    method: 'post',
    caller: callers.anyone, // the order's owner: its customer by session, a guest by the order's token (checked)
    params: z.object({ order: z.string().regex(/^PF-\d{1,12}$/, 'Not an order number.') }),
    body: { schema: z.object({ token: z.string().max(64).optional() }), hint: '{ "token": "…" }' },
    handler: async ({ req, params, body }) =>
      reply(await attachAffiliate(req, { order: params.order, token: body.token })),
  }),
]
