import { z } from 'zod'
import { callers } from '../../../access/callers'
import { tempPullSchema } from '../../../creator/selection'
import { defineEndpoint, idOrSlug, text } from '../../../endpoints/http'
import { addConfiguration } from '../operations/add-configuration'

export const MAX_CONFIGURATION_NAME = 120

/** The spec's payload (creator.md section 7); anything else the creator sends along (a price...) is ignored. */
const bodySchema = z.object({
  product: z.object({
    data: z.object({
      selected: z.record(z.string(), z.unknown()),
      tempPull: tempPullSchema.nullish(),
    }),
  }),
  platform_id: idOrSlug,
  name: text(MAX_CONFIGURATION_NAME).trim().nullish(),
  configurable: z.union([z.boolean(), z.literal(0), z.literal(1)]).nullish(),
})

/**
 * POST /api/order/add-configuration `{ product: { data: { selected, tempPull? } }, platform_id, name?, configurable? }`
 * (`platform_id`: the platform's numeric id or slug). Replies 200 `{ configuration_id, quantity, productId,
 * configuredProduct: { name, url, images: { front }, platform_slug, data: { selected }, configurable }, price }`; 422
 * with the engine's message (nothing stored); 404 an unknown platform; 400 a body of another shape (naming the
 * field); 413 over 64 kB; 429 too many adds. Other sides' images: GET /api/controller-preview-image/{uid}/{side}.
 */
export const addConfigurationEndpoint = defineEndpoint({
  path: '/order/add-configuration',
  method: 'post',
  caller: callers.anyone, // guests build and buy too; rate limited per client
  body: { schema: bodySchema, hint: '{ "product": { "data": { "selected": { ... } } }, "platform_id": ... }.' },
  handler: ({ req, body }) =>
    addConfiguration(req, {
      selected: body.product.data.selected,
      tempPull: body.product.data.tempPull,
      platform: body.platform_id,
      name: body.name,
      configurable: body.configurable === undefined || body.configurable === null || Boolean(body.configurable),
    }),
})
