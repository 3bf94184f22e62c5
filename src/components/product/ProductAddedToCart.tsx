'use client'

import { AddedToCart } from '@/components/added-to-cart/AddedToCart'
import { CheckRow } from '@/components/added-to-cart/CheckRow'
import { Picture } from '@/components/Picture'
import { type AddOutcome, basketCount, basketTotal } from '@/lib/basket/basket'
import type { ServiceKey } from '@/lib/checkout/services'
import { formatUSD } from '@/lib/money'
import type { ProductServiceView } from '../../lib/storefront/product-page-data'
import { productCapMessage } from './add-product'
import styles from './ProductAddedToCart.module.css'

interface Props {
  /** What is being added: shown while the services are chosen, before it is in the basket. */
  item: { name: string; image: string | null; price: number; quantity: number }
  /** What the add did; null while the shopper still chooses the services (the item is not in the basket yet). */
  outcome: AddOutcome | null
  /** Add-on services to choose from (the creator's rows); none once added. */
  services: ProductServiceView[]
  chosen: ReadonlySet<ServiceKey>
  onToggle: (key: ServiceKey) => void
  busy: boolean
  /** Adds the item with the chosen services when that is still to do; `checkout` goes on to the cart. */
  onFinish: (checkout: boolean) => void
}

/**
 * The 'Added to Cart' popup of a standard product (storefront.md section 4): its picture, name and figures. Offered
 * services: they are listed as checkboxes (the creator's rows) and 'Proceed to Checkout', 'Continue Shopping' or
 * closing adds the item with the chosen ones. None: the item is already in the basket and the popup only confirms it,
 * with the cart's subtotal.
 */
export function ProductAddedToCart({ item, outcome, services, chosen, onToggle, busy, onFinish }: Props) {
  const note = outcome ? productCapMessage(outcome) : null
  const nothingAdded = outcome?.added === 0
  const offered = outcome ? [] : services
  const extras = offered.filter((s) => chosen.has(s.key)).reduce((sum, s) => sum + s.price, 0)
  const shown = outcome
    ? { quantity: outcome.added, total: outcome.line.unitPrice * outcome.added, image: outcome.line.image }
    : { quantity: item.quantity, total: (item.price + extras) * item.quantity, image: item.image }
  return (
    <AddedToCart
      nothingAdded={nothingAdded}
      note={note}
      describedBy="added-line"
      busy={busy}
      onFinish={onFinish}
      line={(notice) => (
        <div id="added-line" className={styles.line}>
          {shown.image && (
            <Picture src={shown.image} alt="" width={96} height={77} sizes="96px" className={styles.thumb} />
          )}
          <div className={styles.lineText}>
            <p className={styles.name}>{outcome ? outcome.line.name : item.name}</p>
            {!nothingAdded && (
              <p className={styles.muted} data-testid="added-line-total">
                Quantity {shown.quantity} · {formatUSD(shown.total)}
              </p>
            )}
            {note && <div className={styles.note}>{notice}</div>}
          </div>
        </div>
      )}
      services={
        offered.length > 0
          ? offered.map((service) => (
              <CheckRow
                key={service.key}
                id={`product-${service.optionId}`}
                name={service.label}
                description={service.help}
                price={service.price}
                checked={chosen.has(service.key)}
                onToggle={() => onToggle(service.key)}
              />
            ))
          : undefined
      }
      footer={
        outcome && (
          <p className={styles.subtotal}>
            <span>
              Cart subtotal ({basketCount(outcome.basket)} {basketCount(outcome.basket) === 1 ? 'item' : 'items'})
            </span>
            <strong>{formatUSD(basketTotal(outcome.basket))}</strong>
          </p>
        )
      }
    />
  )
}
