import { z } from 'zod'
import { callers } from '../../../access/callers'
import { defineEndpoint, MAX_DB_ID, slug, text } from '../../../endpoints/http'
import { inventoryInfo } from '../operations/inventory-info'

const bodySchema = z.object({
  options: z.record(
    z.string().regex(/^option_[1-9]\d{0,9}$/, 'keys must look like option_{id}'),
    z.union([z.number().int().positive().max(MAX_DB_ID), z.boolean()]),
  ),
  hardwares: z.array(text(100).trim().min(1)).max(100).nullish(),
})

/**
 * POST /api/creator/inventory-info/{platform} (creator.md sections 6 and 7, the original store's POST /zoho/ims-info)
 * `{ options: { option_{id}: valueId | boolean }, hardwares?: [key] }`: the 'Inventory Information' popup's data.
 * 200 `InventoryInfo`; 403 anyone but an admin; 400 an option, value or hardware the platform does not have, or a
 * body of another shape; 404 an unknown platform.
 */
export const inventoryInfoEndpoint = defineEndpoint({
  path: '/creator/inventory-info/:platform',
  method: 'post',
  caller: callers.admins,
  params: z.object({ platform: slug }),
  body: { schema: bodySchema, hint: '{ "options": { "option_1": 5, ... }, "hardwares": ["..."] }.' },
  handler: ({ req, params, body }) =>
    inventoryInfo(req, { platform: params.platform, options: body.options, hardwares: body.hardwares }),
})
