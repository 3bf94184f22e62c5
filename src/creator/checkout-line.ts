import { STANDARD_BUILD_DAYS } from '../lib/checkout/delivery'
import { stockKeys } from '../lib/checkout/lines'
import type { LineSource, StockNeed } from '../lib/checkout/pricing'
import {
  SAME_DAY_ASSEMBLY_NAME,
  type ServiceKey,
  type ServiceOffer,
  sameDayAssemblyOptionId,
  WARRANTY_NAME,
  warrantyOptionId,
} from '../lib/checkout/services'
import { STOCK_POLICY_DENY } from '../lib/platforms'
import { OUT_OF_STOCK_MESSAGE } from '../lib/stock-messages'
import { type CreatorCatalog, indexCatalog } from './catalog'
import { priceIn, priceOf } from './engine/price'
import { optionKey } from './engine/state'
import { selectionSchema } from './selection'
import { validateSelection } from './validate'

/**
 * A configured controller's basket line as the checkout prices it: its stored selection priced by the creator engine
 * against today's catalog (src/lib/checkout/lines.ts makes the other lines). The browser's snapshot is never read.
 */

/** Where a service lives in a selection: Same Day Assembly is option 9, the warranty 10 / 43 / 47 by platform. */
function serviceOptionIds(platformSlug: string): Array<{ key: ServiceKey; optionId: number; name: string }> {
  const warranty = warrantyOptionId(platformSlug)
  return [
    { key: 'sda' as const, optionId: sameDayAssemblyOptionId(), name: SAME_DAY_ASSEMBLY_NAME },
    ...(warranty ? [{ key: 'warranty' as const, optionId: warranty, name: WARRANTY_NAME }] : []),
  ]
}

export interface StoredConfiguration {
  uid: string
  name: string
  selected: unknown
  configurable: boolean
}

export interface PlatformFacts {
  id: number
  slug: string
  hardwares: ReadonlyArray<{ key: string; stock: number }>
}

/**
 * A configured controller's line: the selection without its services is validated and priced by the engine (one
 * item), the services are offered at today's prices (the platform's Same Day Assembly price, else option 9's), and
 * its stock needs are the chosen inventoried values plus the platform's base hardware. A configuration the rules no
 * longer allow, or with a disabled value, is invalid; one merely short of stock is valid and out of stock.
 */
export function configurationLine(
  catalog: CreatorCatalog,
  platform: PlatformFacts,
  stored: StoredConfiguration,
  quantity: number,
): LineSource {
  const index = indexCatalog(catalog)
  const raw = (stored.selected && typeof stored.selected === 'object' ? stored.selected : {}) as {
    options?: Record<string, unknown>
  }
  const options = { ...(raw.options ?? {}) }
  const services = serviceOptionIds(platform.slug)
  const chosen: ServiceKey[] = []
  for (const service of services) {
    const key = optionKey(service.optionId)
    if (options[key] === true) chosen.push(service.key)
    delete options[key]
  }
  const base = { ...raw, options, quantity }
  const verdict = validateSelection(catalog, base)
  const isValid = verdict.ok || verdict.message === OUT_OF_STOCK_MESSAGE
  // Short of stock only: the shape passed, so the selection parses and is priced (shown, not counted).
  const selection = verdict.ok ? verdict.selection : isValid ? selectionSchema.parse(base) : null

  const offers: ServiceOffer[] = services.flatMap((s) =>
    index.options.has(s.optionId)
      ? [
          {
            key: s.key,
            optionId: s.optionId,
            name: s.name,
            price: selection
              ? priceIn(catalog, index, selection, s.optionId)
              : (index.options.get(s.optionId)?.price ?? 0),
          },
        ]
      : [],
  )

  let unitPrice = catalog.platform.basePrice
  const stock: StockNeed[] = platform.hardwares.map((h) => ({
    key: stockKeys.hardware(platform.id, h.key),
    stock: h.stock,
    policy: STOCK_POLICY_DENY,
  }))
  const priced = selection
  if (priced) {
    const price = priceOf(catalog, index, priced)
    unitPrice = price.itemSubtotal + price.optionsSubtotal
    for (const chosenValue of Object.values(priced.options)) {
      if (typeof chosenValue !== 'number') continue
      const value = index.values.get(chosenValue)
      const option = value ? index.options.get(value.optionId) : undefined
      if (value && option?.isInventoried)
        stock.push({ key: stockKeys.value(value.id), stock: value.stock, policy: value.stockPolicy })
    }
  }
  return {
    id: stored.uid,
    kind: 'configuration',
    name: stored.name,
    platformSlug: platform.slug,
    quantity,
    unitPrice,
    offers,
    chosen,
    stock,
    isValid,
    discountable: true,
    configurable: stored.configurable,
    shippingGroup: 'controller',
    assemblyDays: STANDARD_BUILD_DAYS,
  }
}
