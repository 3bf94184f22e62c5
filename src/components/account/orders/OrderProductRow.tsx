'use client'

import Link from 'next/link'
import { MapPin, RotateCcw, Star } from '@/components/icons'
import { formatUSD } from '@/lib/money'
import type { AccountOrderProduct } from '@/lib/orders/account-view'
import { instantLabel } from '@/lib/orders/order-dates'
import { trackPath } from '@/lib/routes/account'
import { ReturnActions } from '../returns/ReturnActions'
import { ItemPicture } from './ItemPicture'
import styles from './orders.module.css'
import { ShipsIn } from './ShipsIn'

interface Props {
  product: AccountOrderProduct
  onBuyAgain: (product: AccountOrderProduct) => void
}

/**
 * One order product in the history: picture, name, status with its meaning, dates, the delivery status once it ships
 * (In Transit or Delivered, account.md section 4), and what can be done with it.
 */
export function OrderProductRow({ product, onBuyAgain }: Props) {
  const { dates } = product
  return (
    <li className={styles.product} data-testid="order-product" data-status={product.status}>
      <ItemPicture image={product.image} />
      <div className={styles.productMain}>
        <p className={styles.productName}>
          {product.url ? <Link href={product.url}>{product.name}</Link> : product.name}
          {product.quantity > 1 && <span className={styles.quantity}> × {product.quantity}</span>}
        </p>
        <p className={styles.statusLine}>
          <span className={styles.status} data-status={product.status} title={product.tooltip ?? undefined}>
            {product.statusText}
          </span>
          {product.tooltip && <span className={styles.tooltipText}>{product.tooltip}</span>}
          {product.status === 'processed' && product.anticipatedShippedAt && (
            <ShipsIn at={product.anticipatedShippedAt} />
          )}
          {product.shippedAt && product.status === 'shipped' && <span>Shipped {instantLabel(product.shippedAt)}</span>}
          {product.deliveredAt && product.status === 'delivered' && (
            <span>Delivered {instantLabel(product.deliveredAt)}</span>
          )}
          {product.status === 'refunded' && product.refundTotal !== null && (
            <span>Refunded {formatUSD(product.refundTotal)}</span>
          )}
        </p>
        <dl className={styles.dates}>
          {dates.assembly && (
            <div>
              <dt>Anticipated assembly</dt>
              <dd data-delayed={dates.assemblyDelayed || undefined}>
                {dates.assembly}
                {dates.assemblyDelayed && <span className={styles.delayed}>Delayed</span>}
              </dd>
            </div>
          )}
          {dates.arrival && (
            <div>
              <dt>Anticipated arrival</dt>
              <dd data-delayed={dates.arrivalDelayed || undefined}>
                {dates.arrival}
                {dates.arrivalDelayed && <span className={styles.delayed}>Delayed</span>}
              </dd>
            </div>
          )}
          {product.method && (
            <div>
              <dt>Shipping</dt>
              <dd>{product.method}</dd>
            </div>
          )}
          {product.deliveryStatus && (
            <div>
              <dt>Delivery status</dt>
              <dd data-testid="delivery-status">{product.deliveryStatus}</dd>
            </div>
          )}
          {product.trackingNumber && (
            <div>
              <dt>Tracking number</dt>
              <dd className={styles.mono}>{product.trackingNumber}</dd>
            </div>
          )}
        </dl>
      </div>
      <div className={styles.productSide}>
        <span className={styles.price}>{formatUSD(product.price)}</span>
        {product.trackable && (
          <Link href={trackPath(product.id)} className="button button-secondary">
            <MapPin aria-hidden="true" size={16} />
            Track
          </Link>
        )}
        <ReturnActions product={product} />
        {product.buyAgain && (
          <button type="button" className="button button-secondary" onClick={() => onBuyAgain(product)}>
            <RotateCcw aria-hidden="true" size={16} />
            Buy It Again
          </button>
        )}
        {product.reviewCreateLink && (
          <Link href={product.reviewCreateLink} className={styles.reviewLink}>
            <Star aria-hidden="true" size={16} />
            Write a review
          </Link>
        )}
      </div>
    </li>
  )
}
