import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { isAdmin } from '../../../access'
import { callers } from '../../../access/callers'
import { defineEndpoint, id } from '../../../endpoints/http'
import { createAddress } from '../operations/create-address'
import { deleteAddress } from '../operations/delete-address'
import { listAddresses } from '../operations/list-addresses'
import { makePrimary } from '../operations/make-primary'
import { updateAddress } from '../operations/update-address'

const HINT =
  '{ "country": "US", "state": "NY", "state_string": "", "city": "New York", "address1": "...", "address2": "", "zip": "10001" } (or wrapped as { "address": { ... } }).'
// Anything but a JSON object is an empty form, answered 422 with the spec's messages like any other bad form.
const formBody = z
  .unknown()
  .transform((value) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {},
  )
const params = z.object({ id })
const noStore = { 'Cache-Control': 'private, no-store' }

/** Marks this plugin's endpoints among the collection's, so a hand-over finds Payload's own. */
const OURS = 'padforgeAddressBook'
const ours = (endpoint: Endpoint): Endpoint => ({ ...endpoint, custom: { ...endpoint.custom, [OURS]: true } })

/** Payload's own REST handler for a route this plugin stands in front of. */
const payloadOwn = (req: PayloadRequest, method: string, path: string) =>
  (req.payload.collections['shipping-addresses']?.config.endpoints || []).find(
    (e) => e.method === method && e.path === path && !(e.custom && OURS in e.custom),
  )?.handler

/** GET /api/shipping-addresses: `{ addresses: [{ id, is_primary, address }] }` of the signed-in customer. */
const listEndpoint = defineEndpoint({
  path: '/',
  method: 'get',
  caller: callers.signedIn,
  handler: async ({ req }) => Response.json(await listAddresses(req), { headers: noStore }),
})

const create = defineEndpoint({
  path: '/',
  method: 'post',
  caller: callers.signedIn,
  body: { schema: formBody, hint: HINT },
  handler: async ({ req, body }) => Response.json(await createAddress(req, body), { status: 201, headers: noStore }),
})

/**
 * POST /api/shipping-addresses: adds an address (`createAddress`): 201 `{ message, address, addresses }`; 422 `{
 * message, errors }` with the spec's messages, or a full address book. The admin panel's multipart form goes on to
 * Payload's own create (admins only).
 */
const createEndpoint: Endpoint = {
  ...create,
  handler: async (req) => {
    const type = (req.headers?.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
    const own = type === 'multipart/form-data' ? payloadOwn(req, 'post', '/') : undefined
    return own ? own(req) : create.handler(req)
  },
}

/** PUT /api/shipping-addresses/{id}: replaces one of the customer's addresses; 404 another's. */
const updateEndpoint = defineEndpoint({
  path: '/:id',
  method: 'put',
  caller: callers.signedIn,
  params,
  body: { schema: formBody, hint: HINT },
  handler: async ({ req, params, body }) =>
    Response.json(await updateAddress(req, { id: params.id, body }), { headers: noStore }),
})

/** PUT /api/shipping-addresses/make-primary/{id}: makes it the primary address; 404 another customer's. */
const makePrimaryEndpoint = defineEndpoint({
  path: '/make-primary/:id',
  method: 'put',
  caller: callers.signedIn,
  params,
  handler: async ({ req, params }) => Response.json(await makePrimary(req, params.id), { headers: noStore }),
})

const remove = defineEndpoint({
  path: '/:id',
  method: 'delete',
  caller: callers.signedIn,
  params,
  handler: async ({ req, params }) => Response.json(await deleteAddress(req, params.id), { headers: noStore }),
})

/**
 * DELETE /api/shipping-addresses/{id}: deletes one of the customer's addresses (`{ message, doc, addresses }`); 404
 * another's. An admin's delete (the admin panel) goes on to Payload's own, which may delete any address; the
 * collection's hooks promote a new primary either way.
 */
const deleteEndpoint: Endpoint = {
  ...remove,
  handler: async (req) => {
    const own = isAdmin(req.user) ? payloadOwn(req, 'delete', '/:id') : undefined
    return own ? own(req) : remove.handler(req)
  },
}

/**
 * The address book under /api/shipping-addresses (account.md section 7). Collection endpoints come before Payload's
 * own REST handlers for the same method and path, so these answer customers; Payload's PATCH and bulk routes stay
 * the admins' (the collection's access).
 */
export const addressEndpoints: Endpoint[] = [
  listEndpoint,
  createEndpoint,
  makePrimaryEndpoint,
  updateEndpoint,
  deleteEndpoint,
].map(ours)
