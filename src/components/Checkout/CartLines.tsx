'use client'

import { Check, Gamepad2, Trash2, TriangleAlert } from '@/components/icons'
import { Picture } from '@/components/Picture'
import { WishlistButton } from '@/components/wishlist/WishlistButton'
import { basketLineItem } from '@/lib/analytics/items'
import { MAX_LINE_QUANTITY } from '@/lib/basket/basket'
import type { ShownLine } from '@/lib/checkout/page-rules'
import { formatUSD } from '@/lib/money'
import { basketLineTarget } from '@/lib/wishlist/basket-line'
import styles from './CartLines.module.css'

const QUANTITIES = Array.from({ length: MAX_LINE_QUANTITY }, (_, i) => i + 1)

interface Props {
  lines: readonly ShownLine[]
  disabled: boolean
  onQuantity: (line: ShownLine, quantity: number) => void
  onDelete: (line: ShownLine) => void
}

/**
 * The cart panel's lines (checkout.md section 2): picture, name and services from the browser's snapshot, the server's
 * line total, a quantity select (1–3: docs/decisions.md, the basket's cap) and delete (asks first). A line whose item
 * is not in the wish list has a small Save (storefront.md section 4: the basket line variant).
 */
export function CartLines({ lines, disabled, onQuantity, onDelete }: Props) {
  return (
    <ul className={styles.lines} aria-label="Products in your cart">
      {lines.map((line) => (
        <li
          key={line.key}
          className={styles.line}
          data-testid="checkout-line"
          data-problem={line.problem ? true : undefined}
        >
          {line.image ? (
            <Picture src={line.image} alt="" width={96} height={76} sizes="96px" className={styles.thumb} />
          ) : (
            <span className={`${styles.thumb} ${styles.thumbEmpty}`} aria-hidden="true">
              <Gamepad2 size={32} />
            </span>
          )}
          <div className={styles.lineText}>
            {line.url ? (
              <a href={line.url} className={styles.lineName}>
                {line.name}
              </a>
            ) : (
              <span className={styles.lineName}>{line.name}</span>
            )}
            {line.services.length > 0 && (
              <ul className={styles.services} aria-label={`Services with ${line.name}`}>
                {line.services.map((service) => (
                  <li key={service.name}>
                    <Check size={14} aria-hidden="true" className={styles.serviceIcon} />
                    <span>
                      {service.name}
                      {service.price !== null && service.price > 0 && (
                        <span className={styles.muted}> +{formatUSD(service.price)}</span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {line.problem && (
              <p className={styles.lineProblem}>
                <TriangleAlert aria-hidden="true" size={14} />
                {line.problem}
              </p>
            )}
            <SaveLine line={line} />
          </div>
          <div className={styles.lineControls}>
            <label className={styles.qty}>
              <span className={styles.qtyLabel}>Qty</span>
              <select
                className={styles.qtySelect}
                value={line.quantity}
                disabled={disabled}
                aria-label={`Quantity of ${line.name}`}
                onChange={(event) => onQuantity(line, Number(event.target.value))}
              >
                {QUANTITIES.map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </select>
            </label>
            <span className={styles.linePrice} data-testid="checkout-line-total">
              {formatUSD(line.lineTotal)}
            </span>
            <button
              type="button"
              className={styles.remove}
              aria-label={`Remove ${line.name}`}
              disabled={disabled}
              onClick={() => onDelete(line)}
            >
              <Trash2 size={18} aria-hidden="true" />
            </button>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The line's wish list control (the basket line variant), when the line names something that can be saved. */
function SaveLine({ line }: { line: ShownLine }) {
  const target = basketLineTarget(line.basket)
  return target ? (
    <WishlistButton target={target} name={line.name} variant="line" item={basketLineItem(line.basket)} />
  ) : null
}
