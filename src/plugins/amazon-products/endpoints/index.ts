import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, id, text } from '../../../endpoints/http'
import { AMAZON_GROUP_RULE, isAmazonGroup } from '../../../lib/amazon-products'
import { countClick } from '../operations/count-click'
import { amazonGroupItems } from '../operations/group-items'

/**
 * GET /api/amazon-products/increment/{id} (storefront.md section 7): counts the click and redirects (302) to the
 * item's Amazon link. 404 for an unknown or inactive item. Never cached: every click is a request.
 */
export const incrementEndpoint = defineEndpoint({
  path: '/increment/:id',
  method: 'get',
  caller: callers.anyone, // shoppers' clicks on the slider
  params: z.object({ id }),
  handler: async ({ req, params }) => {
    const { link } = await countClick(req, params.id)
    return new Response(null, {
      status: 302,
      headers: { Location: link, 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' },
    })
  },
})

const groupList = defineEndpoint({
  path: '/:group',
  method: 'get',
  caller: callers.anyone, // public: the slider's items, without click counts
  params: z.object({ group: text(60).refine(isAmazonGroup, AMAZON_GROUP_RULE) }),
  handler: async ({ req, params }) =>
    Response.json(
      { group: params.group, products: await amazonGroupItems(req.payload, params.group) },
      { headers: { 'Cache-Control': 'public, max-age=60' } },
    ),
})

/** Marks this plugin's endpoints among the collection's, so the hand-over finds Payload's own. */
const OWN = 'padforgeAmazonProducts'

/** Payload's own GET handler of the collection at `path` ('/:id', '/count', '/versions'). */
function payloadHandler(req: PayloadRequest, path: string) {
  const endpoints = req.payload.collections['amazon-products']?.config.endpoints || []
  return endpoints.find((e) => e.method === 'get' && e.path === path && !(e.custom && OWN in e.custom))?.handler ?? null
}

/**
 * GET /api/amazon-products/{group} → `{ group, products }`: the group's active items in order (public, from the data
 * cache, tag `amazon:{group}`). It stands in front of Payload's `GET /api/amazon-products/{id}` (and `/count`,
 * `/versions`): a group always holds a letter and never takes those names, so digits and those names go on to Payload's
 * own handlers with Payload's own access checks.
 */
export const groupEndpoint: Endpoint = {
  ...groupList,
  custom: { ...groupList.custom, [OWN]: true },
  handler: async (req) => {
    const segment = String(req.routeParams?.group ?? '')
    const own = /^\d+$/.test(segment)
      ? payloadHandler(req, '/:id')
      : segment === 'count' || segment === 'versions'
        ? payloadHandler(req, `/${segment}`)
        : null
    if (!own) return groupList.handler(req)
    if (/^\d+$/.test(segment)) req.routeParams = { ...req.routeParams, id: segment }
    return own(req)
  },
}

export const amazonProductEndpoints: Endpoint[] = [
  { ...incrementEndpoint, custom: { ...incrementEndpoint.custom, [OWN]: true } },
  groupEndpoint,
]
