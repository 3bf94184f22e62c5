import { isStockEnough } from '../../lib/platforms'
import { OUT_OF_STOCK_MESSAGE, UNSUPPORTED_MESSAGE } from '../../lib/stock-messages'
import type { CatalogIndex, CatalogOption, CatalogValue, CreatorCatalog } from '../catalog'
import type { Selection } from '../selection'
import { optionKey } from './state'

export { OUT_OF_STOCK_MESSAGE, UNSUPPORTED_MESSAGE }

export const SOLD_OUT_TOOLTIP = 'This item is currently sold out but we are working to get more inventory.'

/** Sold Out: an inventoried value with no stock that is not sold on back-order. */
export function isSoldOut(option: CatalogOption, value: CatalogValue): boolean {
  return option.isInventoried && !isStockEnough(value.stock, value.stockPolicy, 1)
}

export interface StockView {
  /** Every chosen value can be built for the chosen quantity. */
  enough: boolean
  /** Chosen values short of stock for the quantity. */
  short: CatalogValue[]
  /** False when a chosen value is unavailable or the platform is disabled. */
  purchasable: boolean
  message: string | null
}

export function stockOf(catalog: CreatorCatalog, index: CatalogIndex, s: Selection): StockView {
  const chosen = Object.values(s.options)
    .filter((v): v is number => typeof v === 'number')
    .flatMap((id) => index.values.get(id) ?? [])
  const short = chosen.filter((v) => {
    const option = index.options.get(v.optionId)
    return option?.isInventoried && !isStockEnough(v.stock, v.stockPolicy, s.quantity)
  })
  const unsupported = !catalog.platform.enabled || chosen.some((v) => v.isUnavailable || v.isDisabled)
  return {
    enough: short.length === 0,
    short,
    purchasable: !unsupported,
    message: unsupported ? UNSUPPORTED_MESSAGE : short.length ? OUT_OF_STOCK_MESSAGE : null,
  }
}

/**
 * Values an action brought into the configuration that cannot be bought (sold out, unavailable, disabled), not
 * counting default values or a choice a rule held back and gave back: a rule must never lead the shopper into a
 * controller they cannot buy.
 */
export function introducedUnbuyable(
  catalog: CreatorCatalog,
  index: CatalogIndex,
  before: Selection,
  after: Selection,
): Array<{ value: CatalogValue; why: string }> {
  const found: Array<{ value: CatalogValue; why: string }> = []
  for (const option of catalog.options) {
    const key = optionKey(option.id)
    const now = after.options[key]
    if (typeof now !== 'number' || now === before.options[key] || before.held?.[key] === now) continue
    const value = index.values.get(now)
    if (!value || value.isDefault) continue
    if (value.isUnavailable || value.isDisabled) found.push({ value, why: 'which is no longer available' })
    else if (isSoldOut(option, value)) found.push({ value, why: 'which is sold out' })
  }
  return found
}
