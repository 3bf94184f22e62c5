import { track } from '@/components/analytics/track'
import type { CatalogIndex } from '@/creator/catalog'
import { hiddenNow, optionKey, priceIn, type RuleVisibility } from '@/creator/engine'
import type { Selection } from '@/creator/selection'
import type { CreatorView } from '@/creator/view'
import { addToCart } from '@/lib/analytics/events'
import { basketLineItem } from '@/lib/analytics/items'
import {
  type AddOutcome,
  addLine,
  type BasketLine,
  configKey,
  type LineService,
  MAX_LINE_QUANTITY,
} from '@/lib/basket/basket'
import { readBasket, writeBasket } from '@/lib/basket/storage'
import { SAME_DAY_ASSEMBLY_OPTION_ID } from '@/lib/platforms'

/** What POST /api/order/add-configuration answers (creator.md section 3, "Configured product response"). */
export interface ConfiguredProductResponse {
  /** The configuration's public uid. */
  configuration_id: string
  quantity: number
  productId: string | number | null
  configuredProduct: {
    name: string
    url: string | null
    images: { front: string | null }
    platform_slug: string
    data: { selected: Selection }
    configurable: boolean
  }
}

export class AddToCartError extends Error {}

/** Stores the configuration on the server (which validates and prices it) and returns its answer. */
export async function storeConfiguration(
  platformId: number,
  name: string,
  selected: Selection,
): Promise<ConfiguredProductResponse> {
  const response = await fetch('/api/order/add-configuration', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({
      product: { data: { selected, tempPull: {} } },
      platform_id: platformId,
      name,
      configurable: true,
    }),
  })
  const body = (await response.json().catch(() => null)) as (ConfiguredProductResponse & { message?: string }) | null
  if (!response.ok || !body) throw new AddToCartError(body?.message ?? 'Unknown Error')
  return body
}

/** The services (Same Day Assembly, Extended Warranty...) checked in this selection, named and priced per item. */
export function chosenServices(
  view: Pick<CreatorView, 'services' | 'catalog'>,
  model: { index: CatalogIndex; state: Selection; visibility: RuleVisibility },
): LineService[] {
  return view.services.flatMap((id) => {
    const option = model.index.options.get(id)
    if (!option || model.state.options[optionKey(id)] !== true || hiddenNow(model.visibility, id)) return []
    const key = id === SAME_DAY_ASSEMBLY_OPTION_ID ? ('sda' as const) : ('warranty' as const)
    return [{ key, name: option.name, price: priceIn(view.catalog, model.index, model.state, id) }]
  })
}

/**
 * The basket line for a stored configuration, priced with the creator's total for one controller. Its content key
 * comes from the server's copy of the selection, so adding the same build with the same services again lands on
 * the same line whatever uid the server gave this copy.
 */
export function lineFor(
  answer: ConfiguredProductResponse,
  unitPrice: number,
  services: LineService[] = [],
  now = new Date(),
): BasketLine {
  return {
    id: answer.configuration_id,
    type: 'controller',
    prototypeId: answer.productId,
    quantity: answer.quantity,
    addedAt: now.toISOString(),
    newId: null,
    name: answer.configuredProduct.name,
    image: answer.configuredProduct.images.front,
    url: answer.configuredProduct.url,
    unitPrice,
    configKey: configKey(answer.configuredProduct.platform_slug, answer.configuredProduct.data.selected),
    services,
  }
}

/** What the shopper is told when the 3-per-line cap cut the add; null when everything asked for went in. */
export function capMessage(outcome: Pick<AddOutcome, 'added' | 'requested'>): string | null {
  if (outcome.added >= outcome.requested) return null
  if (outcome.added === 0)
    return `You already have ${MAX_LINE_QUANTITY} of this controller in your cart: ${MAX_LINE_QUANTITY} is the most per line.`
  return `Only ${outcome.added} more fitted: you now have ${MAX_LINE_QUANTITY} of this controller in your cart, the most per line.`
}

export interface CreatorAdd {
  platform: { id: number; slug: string }
  name: string
  selected: Selection
  /** Integer cents for one controller (item + options). */
  unitPrice: number
  services: LineService[]
}

/**
 * Puts the creator's configuration in the browser basket: stores it on the server, then merges it into the line of
 * the same build (which keeps its first configuration id) up to 3. When that line is already full nothing is
 * stored. Returns what happened, for the popup to say.
 */
export async function addToBasket(
  add: CreatorAdd,
  basket = { read: readBasket, write: writeBasket },
  now = new Date(),
): Promise<AddOutcome> {
  const requested = add.selected.quantity
  const key = configKey(add.platform.slug, add.selected)
  const full = basket.read().find((l) => l.type === 'controller' && l.configKey === key)
  if (full && full.quantity >= MAX_LINE_QUANTITY)
    return { basket: basket.read(), line: full, requested, added: 0, capped: true }

  const answer = await storeConfiguration(add.platform.id, add.name, add.selected)
  // Read again after the wait: another tab may have changed the basket meanwhile.
  const outcome = addLine(basket.read(), lineFor(answer, add.unitPrice, add.services, now))
  if (outcome.added > 0) {
    basket.write(outcome.basket)
    track(addToCart({ ...basketLineItem(outcome.line), quantity: outcome.added }))
  }
  return outcome
}

export { addLine }
