import type { Endpoint } from 'payload'
import { z } from 'zod'
import { isAdmin } from '../access/roles'
import { findPlatform, loadCreatorCatalog, UnknownPlatformError } from '../creator/server/load-catalog'
import { isStockEnough, STOCK_POLICY_CONTINUE } from '../lib/platforms'
import { describeZodError } from '../lib/zod-field'
import type { Platform } from '../payload-types'
import { forbidden } from './products-admin'
import { readJsonBody } from './read-json-body'

/** One chosen value's on-hand stock (creator.md section 3, "Inventory entry"). */
export interface InventoryLine {
  /** `option_{id}_value_{id}` */
  key: string
  option: string
  value: string
  inventoried: boolean
  stock: number
  policy: number
  /** 'Sell when out of stock' (policy 2) or 'Stop when out of stock'. */
  policyLabel: string
  /** Enough for one controller. */
  enough: boolean
}

export interface InventoryInfo {
  title: 'Inventory Information'
  platform: { slug: string; name: string }
  values: InventoryLine[]
  hardwares: Array<{ key: string; name: string; stock: number }>
}

const bodySchema = z.object({
  options: z.record(
    z.string().regex(/^option_\d+$/, 'keys must look like option_{id}'),
    z.union([z.number().int().positive(), z.boolean()]),
  ),
  hardwares: z.array(z.string().trim().min(1).max(100)).max(100).nullish(),
})

const fail = (status: number, message: string) => Response.json({ message }, { status })

export const policyLabel = (policy: number) =>
  policy === STOCK_POLICY_CONTINUE ? 'Sell when out of stock' : 'Stop when out of stock'

/**
 * POST /api/creator/inventory-info/{platform} (admins only; creator.md sections 6 and 7, the original store's
 * POST /zoho/ims-info): on-hand stock of a configuration's chosen values and of the platform's hardwares, for the
 * creator's 'Inventory Information' popup. Body `{ options: { option_{id}: valueId | boolean }, hardwares?: [key] }`
 * (the creator's `selected.options`; no `hardwares` means all of the platform's). Replies 200 `InventoryInfo`
 * (JSON: the popup renders it); 403 for anyone but an admin; 400 an option, value or hardware the platform does not
 * have, or a body of another shape; 404 an unknown platform.
 */
export const inventoryInfoEndpoint: Endpoint = {
  path: '/creator/inventory-info/:platform',
  method: 'post',
  handler: async (req) => {
    if (!isAdmin(req.user)) return forbidden()
    const body = await readJsonBody(req, '{ "options": { "option_1": 5, ... }, "hardwares": ["..."] }.')
    if (!body.ok) return fail(body.status, body.message)
    const parsed = bodySchema.safeParse(body.value)
    if (!parsed.success) return fail(400, describeZodError(parsed.error, 'The request body'))
    const slug = String(req.routeParams?.platform ?? '')
    let platform: Platform
    let catalog: Awaited<ReturnType<typeof loadCreatorCatalog>>
    try {
      platform = await findPlatform(req.payload, slug)
      catalog = await loadCreatorCatalog(req.payload, platform)
    } catch (error) {
      if (error instanceof UnknownPlatformError) return fail(404, error.message)
      throw error
    }

    const options = new Map(catalog.options.map((o) => [o.id, o]))
    const values: InventoryLine[] = []
    for (const [key, chosen] of Object.entries(parsed.data.options)) {
      const option = options.get(Number(key.slice('option_'.length)))
      if (!option) return fail(400, `There is no ${key} on ${platform.name}.`)
      if (typeof chosen !== 'number') continue // a checkbox option has no stock of its own
      const value = option.values.find((v) => v.id === chosen)
      if (!value) return fail(400, `${option.name} has no value ${chosen}.`)
      values.push({
        key: `option_${option.id}_value_${value.id}`,
        option: option.name,
        value: value.name,
        inventoried: option.isInventoried,
        stock: value.stock,
        policy: value.stockPolicy,
        policyLabel: policyLabel(value.stockPolicy),
        enough: !option.isInventoried || isStockEnough(value.stock, value.stockPolicy, 1),
      })
    }

    const all = (platform.hardwares ?? []).map((h) => ({ key: h.key, name: h.name, stock: h.stock ?? 0 }))
    const wanted = parsed.data.hardwares
    const unknown = wanted?.find((key) => !all.some((h) => h.key === key))
    if (unknown) return fail(400, `${platform.name} has no hardware "${unknown}".`)
    const info: InventoryInfo = {
      title: 'Inventory Information',
      platform: { slug, name: platform.name },
      values,
      hardwares: wanted ? all.filter((h) => wanted.includes(h.key)) : all,
    }
    return Response.json(info)
  },
}
