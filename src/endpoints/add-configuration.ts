import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import { tempPullSchema } from '../creator/selection'
import { UnknownPlatformError } from '../creator/server/load-catalog'
import { validateConfiguration } from '../creator/server/validate-configuration'
import { describeZodError } from '../lib/zod-field'
import type { Configuration, Platform } from '../payload-types'
import { newConfigurationUid } from '../plugins/configurations'
import { previewImageUrl } from './controller-preview-image'
import { readJsonBody } from './read-json-body'

export const MAX_CONFIGURATION_NAME = 120

/** The spec's payload (creator.md section 7); anything else the creator sends along (a price...) is ignored. */
const bodySchema = z.object({
  product: z.object({
    data: z.object({
      // Only "an object" here: its shape is the engine's to judge (422 with a message, like every rule).
      selected: z.record(z.string(), z.unknown()),
      tempPull: tempPullSchema.nullish(),
    }),
  }),
  platform_id: z.union([z.number().int().positive(), z.string().trim().min(1).max(100)]),
  name: z.string().trim().max(MAX_CONFIGURATION_NAME).nullish(),
  configurable: z.union([z.boolean(), z.literal(0), z.literal(1)]).nullish(),
})

const fail = (status: number, message: string) => Response.json({ message }, { status })

/** A platform by numeric id (a number or a string of digits) or by slug; null when there is none. */
export async function findPlatform(
  payload: Payload,
  ref: number | string,
): Promise<Pick<Platform, 'id' | 'name' | 'slug'> | null> {
  const byId = typeof ref === 'number' || /^\d+$/.test(ref)
  const { docs } = await payload.find({
    collection: 'platforms',
    where: byId ? { id: { equals: Number(ref) } } : { slug: { equals: ref } },
    select: { name: true, slug: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The creator route bound to the platform (a `pages` doc of kind 'creator'); null when it has none. */
async function creatorPathOf(payload: Payload, platformId: number): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ kind: { equals: 'creator' } }, { creatorPlatform: { equals: platformId } }] },
    select: { path: true },
    sort: 'id',
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]?.path ?? null
}

/**
 * Where a stored configuration opens again: the platform's creator route with `?configuration={uid}` (prebuilt
 * products have /configured-controller/{id}; a shopper's configuration is not a product page). Null when the
 * platform has no creator route.
 */
export async function configurationUrl(
  payload: Payload,
  configuration: Pick<Configuration, 'uid'>,
  platformId: number,
): Promise<string | null> {
  const path = await creatorPathOf(payload, platformId)
  return path ? `${path}?configuration=${encodeURIComponent(configuration.uid)}` : null
}

/**
 * POST /api/order/add-configuration: stores a shopper's configuration for the cart.
 *
 * Body (creator.md section 7): `{ product: { data: { selected, tempPull? } }, platform_id, name?, configurable? }`,
 * `platform_id` being the platform's numeric id or its slug. The engine validates `selected` against the
 * platform's catalog and rules and prices it; a price sent by the browser is never read.
 *
 * Replies 200 `{ configuration_id, quantity, productId, configuredProduct: { name, url, images: { front },
 * platform_slug, data: { selected }, configurable }, price }`; 422 `{ message }` with the engine's message (e.g.
 * 'Rapid Fire has to be added to select Mods.'), nothing stored; 404 unknown platform; 400 a body that is not JSON
 * or not of this shape (the message names the field); 413 a body over 64 kB.
 *
 * `configuration_id` is the configuration's random uid, the only handle the store gives out (numeric ids would
 * let anyone walk through other shoppers' configurations). `productId` is the same uid: the catalog has no base or
 * prototype product per platform (prebuilt products are themed builds, not the thing a configuration derives
 * from), so the configuration itself is the product the cart and wish list refer to.
 *
 * `images.front` is the URL of the front picture composed on the server (`composePreview`, cached on disk by the
 * hash of its layers); null when it cannot be composed, which never fails the request: the configuration is
 * stored by then. Other sides: GET /api/controller-preview-image/{configuration_id}/{side}.
 *
 * Open to guests; a signed-in shopper becomes the configuration's `createdBy` and can read it back later.
 */
export const addConfigurationEndpoint: Endpoint = {
  path: '/order/add-configuration',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const body = await readJsonBody(req, '{ "product": { "data": { "selected": { ... } } }, "platform_id": ... }.')
    if (!body.ok) return fail(body.status, body.message)
    const parsed = bodySchema.safeParse(body.value)
    if (!parsed.success) return fail(400, describeZodError(parsed.error, 'The request body'))
    const input = parsed.data

    const platform = await findPlatform(req.payload, input.platform_id)
    if (!platform) return fail(404, `There is no platform "${input.platform_id}".`)
    let verdict: Awaited<ReturnType<typeof validateConfiguration>>
    try {
      verdict = await validateConfiguration(req.payload, platform.slug, input.product.data.selected)
    } catch (error) {
      if (error instanceof UnknownPlatformError) return fail(404, error.message)
      throw error
    }
    if (!verdict.ok) return fail(422, verdict.message)

    const { itemSubtotal, optionsSubtotal, orderTotal } = verdict.price
    const configurable = input.configurable === undefined || input.configurable === null || Boolean(input.configurable)
    const stored = await req.payload.create({
      collection: 'configurations',
      data: {
        uid: newConfigurationUid(),
        name: input.name || `Custom ${platform.name} Controller`,
        platform: platform.id,
        quantity: verdict.selection.quantity,
        configurable,
        selected: verdict.selection,
        tempPull: input.product.data.tempPull ?? null,
        price: { itemSubtotal, optionsSubtotal, orderTotal },
        createdBy: req.user?.collection === 'users' ? req.user.id : null,
      },
      depth: 0,
      overrideAccess: true,
    })

    const [url, front] = await Promise.all([
      configurationUrl(req.payload, stored, platform.id),
      previewImageUrl(req.payload, stored, platform.slug, 'front'),
    ])
    return Response.json({
      configuration_id: stored.uid,
      quantity: stored.quantity,
      productId: stored.uid,
      configuredProduct: {
        name: stored.name,
        url,
        images: { front },
        platform_slug: platform.slug,
        data: { selected: stored.selected },
        configurable: Boolean(stored.configurable),
      },
      price: stored.price,
    })
  },
}
