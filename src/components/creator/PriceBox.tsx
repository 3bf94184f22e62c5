'use client'

import { Minus, Plus, ShoppingCart } from '@/components/icons'
import type { CreatorView } from '@/creator/view'
import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/basket/quantity'
import { formatUSD } from '@/lib/money'
import { CheckOption } from './CheckOption'
import styles from './creator.module.css'
import type { CreatorModel } from './useCreator'

interface Props {
  view: CreatorView
  model: CreatorModel
  busy: boolean
  onAddToCart: () => void
  /** Shown under the buy row (the wish list button). */
  children?: React.ReactNode
}

/** The stock message's id: the wish list button is described by it while the build cannot be saved. */
export const STOCK_MESSAGE_ID = 'creator-stock-message'

const QUANTITIES = Array.from({ length: MAX_QUANTITY - MIN_QUANTITY + 1 }, (_, i) => MIN_QUANTITY + i)

/** Item / options / order totals, quantity, services and the call to action. */
export function PriceBox({ view, model, busy, onAddToCart, children }: Props) {
  const { price, stock, state, dispatch, index } = model
  const services = view.services.flatMap((id) => index.options.get(id) ?? [])
  const canBuy = stock.purchasable && stock.enough
  return (
    <section className={styles.priceBox} aria-label="Price and quantity" id="call-to-action">
      <dl className={styles.totals}>
        <div>
          <dt>Item Subtotal</dt>
          <dd>{formatUSD(price.itemSubtotal)}</dd>
        </div>
        <div>
          <dt>Options Subtotal</dt>
          <dd data-testid="options-subtotal">{formatUSD(price.optionsSubtotal)}</dd>
        </div>
        <div className={styles.orderTotal}>
          <dt>Order Total</dt>
          <dd data-testid="order-total">{formatUSD(price.orderTotal)}</dd>
        </div>
      </dl>
      {services.length > 0 && (
        <div className={styles.services}>
          {services.map((option) => (
            <CheckOption key={option.id} view={view} model={model} option={option} />
          ))}
        </div>
      )}
      <div className={styles.buyRow}>
        <fieldset className={styles.stepper} aria-label="Quantity">
          <button
            type="button"
            aria-label="Fewer"
            disabled={state.quantity <= MIN_QUANTITY}
            onClick={() => dispatch({ type: 'setQuantity', quantity: state.quantity - 1 })}
          >
            <Minus size={16} aria-hidden="true" />
          </button>
          <output aria-live="polite">{state.quantity}</output>
          <button
            type="button"
            aria-label="More"
            disabled={state.quantity >= MAX_QUANTITY}
            onClick={() => dispatch({ type: 'setQuantity', quantity: state.quantity + 1 })}
          >
            <Plus size={16} aria-hidden="true" />
          </button>
        </fieldset>
        <label className={styles.quantity}>
          <span>Quantity</span>
          <select
            value={state.quantity}
            onChange={(e) => dispatch({ type: 'setQuantity', quantity: Number(e.target.value) })}
          >
            {QUANTITIES.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.cartButton} disabled={!canBuy || busy} onClick={onAddToCart}>
          <ShoppingCart size={18} aria-hidden="true" />
          {busy ? 'Adding…' : `Add to Cart ${formatUSD(price.orderTotal)}`}
        </button>
      </div>
      {children}
      {stock.message && (
        <p className={styles.stockMessage} role="status" id={STOCK_MESSAGE_ID}>
          {stock.message}
        </p>
      )}
      <p className={styles.muted}>Assembled and tested by hand in {view.platform.assemblyLabel} business days.</p>
    </section>
  )
}
