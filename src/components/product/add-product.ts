import { track } from '@/components/analytics/track'
import { addToCart } from '@/lib/analytics/events'
import { basketLineItem } from '@/lib/analytics/items'
import { type AddOutcome, addLine, type BasketLine, type LineService, MAX_LINE_QUANTITY } from '@/lib/basket/basket'
import { readBasket, writeBasket } from '@/lib/basket/storage'

/** What the basket line of a standard product is made from (the page's product). */
export interface ProductToAdd {
  id: number
  name: string
  slug: string
  /** Integer cents for one item. */
  price: number
  image: string | null
  /** The platform's (or category's) name, for analytics. */
  category?: string | null
}

/**
 * A basket line of type 'product' (storefront.md section 3), with the display snapshot the cart draws: the services
 * chosen in the popup (their keys are what the checkout prices) and a unit price that includes them.
 */
export function productLine(
  product: ProductToAdd,
  quantity: number,
  services: LineService[] = [],
  now = new Date(),
): BasketLine {
  return {
    id: product.id,
    type: 'product',
    prototypeId: null,
    quantity,
    addedAt: now.toISOString(),
    newId: null,
    name: product.name,
    image: product.image,
    url: `/product/${product.slug}`,
    unitPrice: product.price + services.reduce((sum, s) => sum + (s.price ?? 0), 0),
    configKey: null,
    services,
  }
}

/**
 * Puts the product in the browser basket with the services chosen in the popup (none when it is offered none:
 * storefront.md section 4, step 2): the same product with the same services again adds to its line, up to 3; other
 * services make another line. Returns what happened, for the popup to say.
 */
export function addProductToBasket(
  product: ProductToAdd,
  quantity: number,
  services: LineService[] = [],
  basket = { read: readBasket, write: writeBasket },
  now = new Date(),
): AddOutcome {
  const outcome = addLine(basket.read(), productLine(product, quantity, services, now))
  if (outcome.added > 0) {
    basket.write(outcome.basket)
    track(addToCart({ ...basketLineItem(outcome.line, product.category), quantity: outcome.added }))
  }
  return outcome
}

/** What the shopper is told when the 3-per-line cap cut the add; null when everything asked for went in. */
export function productCapMessage(outcome: Pick<AddOutcome, 'added' | 'requested'>): string | null {
  if (outcome.added >= outcome.requested) return null
  if (outcome.added === 0)
    return `You already have ${MAX_LINE_QUANTITY} of this item in your cart: ${MAX_LINE_QUANTITY} is the most per line.`
  return `Only ${outcome.added} more fitted: you now have ${MAX_LINE_QUANTITY} of this item in your cart, the most per line.`
}
