'use client'

import { Check, ShoppingCart, Trash2 } from 'lucide-react'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { Picture } from '@/components/Picture'
import { type BasketLine, basketTotal, removeLine } from '@/lib/basket/basket'
import { onBasketChange, readBasket, writeBasket } from '@/lib/basket/storage'
import { formatUSD } from '@/lib/money'
import styles from './Basket.module.css'

/**
 * The basket's lines, read from browser storage. Interim cart until the checkout replaces this page; prices
 * shown are the server's at the time each line was added, and checkout prices everything again.
 */
export function BasketLines() {
  const [lines, setLines] = useState<BasketLine[] | null>(null)
  useEffect(() => {
    setLines(readBasket())
    return onBasketChange(() => setLines(readBasket()))
  }, [])

  if (lines === null) return <p className={styles.muted}>Loading your cart…</p>
  if (lines.length === 0)
    return (
      <div className={styles.empty}>
        <ShoppingCart size={32} aria-hidden="true" />
        <p>Your shopping cart is empty.</p>
        <Link href="/" className="button button-primary">
          Build a controller
        </Link>
      </div>
    )
  return (
    <div className={styles.basket}>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={`${line.type}-${line.id}`} className={styles.line} data-testid="basket-line">
            {line.image ? (
              <Picture src={line.image} alt="" width={120} height={96} sizes="120px" className={styles.thumb} />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <div className={styles.lineText}>
              {line.url ? <a href={line.url}>{line.name}</a> : <span>{line.name}</span>}
              {line.services.length > 0 && (
                <ul className={styles.services} aria-label={`Services with ${line.name}`}>
                  {line.services.map((service) => (
                    <li key={service.name}>
                      <Check size={14} aria-hidden="true" className={styles.serviceIcon} />
                      <span>
                        {service.name}
                        {service.price !== null && service.price > 0 && (
                          <span className={styles.servicePrice}> +{formatUSD(service.price)}</span>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <span className={styles.muted}>
                Quantity {line.quantity}
                {line.quantity > 1 && ` × ${formatUSD(line.unitPrice)}`}
              </span>
            </div>
            <span className={styles.linePrice} data-testid="line-total">
              {formatUSD(line.unitPrice * line.quantity)}
            </span>
            <button
              type="button"
              className={styles.remove}
              aria-label={`Remove ${line.name}`}
              onClick={() => {
                if (window.confirm('This will delete product from shopping cart'))
                  writeBasket(removeLine(lines, line.id, line.type))
              }}
            >
              <Trash2 size={18} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        Subtotal <strong data-testid="basket-subtotal">{formatUSD(basketTotal(lines))}</strong>
      </p>
      <p className={styles.muted}>Shipping, tax and payment come next: checkout opens with the next release.</p>
    </div>
  )
}
