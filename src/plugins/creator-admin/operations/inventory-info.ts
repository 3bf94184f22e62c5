import type { PayloadRequest } from 'payload'
import type { InventoryInfo, InventoryLine } from '../../../creator/admin-types'
import { findPlatform, loadCreatorCatalog } from '../../../creator/server/load-catalog'
import { InputError } from '../../../lib/errors'
import { isStockEnough, STOCK_POLICY_CONTINUE } from '../../../lib/platforms'

export const policyLabel = (policy: number) =>
  policy === STOCK_POLICY_CONTINUE ? 'Sell when out of stock' : 'Stop when out of stock'

/**
 * On-hand stock of a configuration's chosen values and of the platform's hardwares, for the creator's 'Inventory
 * Information' popup (creator.md sections 6 and 7). `options` is the creator's `selected.options`; no `hardwares`
 * means all of the platform's. InputError for an option, value or hardware the platform does not have.
 */
export async function inventoryInfo(
  req: PayloadRequest,
  input: { platform: string; options: Record<string, number | boolean>; hardwares?: string[] | null },
): Promise<InventoryInfo> {
  const platform = await findPlatform(req.payload, input.platform)
  const catalog = await loadCreatorCatalog(req.payload, platform)
  const options = new Map(catalog.options.map((o) => [o.id, o]))
  const values: InventoryLine[] = []
  for (const [key, chosen] of Object.entries(input.options)) {
    const option = options.get(Number(key.slice('option_'.length)))
    if (!option) throw new InputError(`There is no ${key} on ${platform.name}.`)
    if (typeof chosen !== 'number') continue // a checkbox option has no stock of its own
    const value = option.values.find((v) => v.id === chosen)
    if (!value) throw new InputError(`${option.name} has no value ${chosen}.`)
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
  const wanted = input.hardwares
  const unknown = wanted?.find((key) => !all.some((h) => h.key === key))
  if (unknown) throw new InputError(`${platform.name} has no hardware "${unknown}".`)
  return {
    title: 'Inventory Information',
    platform: { slug: platform.slug, name: platform.name },
    values,
    hardwares: wanted ? all.filter((h) => wanted.includes(h.key)) : all,
  }
}
