'use client'

// The listeners that remember a dialog's opener must be there from the first click (see its module).
import '@/creator/ui/last-touched'
import { ShoppingCart } from 'lucide-react'
import { Suspense, useId, useRef, useState } from 'react'
import { showError } from '@/components/errors/show'
import type { AddOutcome } from '@/lib/basket/basket'
import { formatUSD } from '@/lib/money'
import { buyButtonLabel, buyState, QUANTITY_CHOICES } from '@/lib/storefront/availability'
import type { ProductToAdd } from './add-product'
import styles from './BuyBox.module.css'
import { AddedToCart, loadAddProduct, usePreloadProductParts } from './lazy-parts'
import { StickyBuyBar } from './StickyBuyBar'
import { StockNote } from './StockNote'
import type { ProductPageData } from './types'

const BUY_BOX_ID = 'buy-box'
const MOST = Math.max(...QUANTITY_CHOICES)

interface Props {
  product: Pick<ProductPageData, 'status' | 'inStock' | 'availableQuantity'> & ProductToAdd
  cartPath: string
}

/**
 * The page's client island: quantity 1–3, whether that many can be bought, the buy button ('Coming Soon', 'Out of
 * Stock' or 'Add to Cart {price × quantity}': storefront.md section 4), the sticky header and phone bar that repeat
 * it, and the 'Added to Cart' popup. The item goes in the basket on the click (no add-on services to choose first).
 */
export function BuyBox({ product, cartPath }: Props) {
  const [quantity, setQuantity] = useState<number>(1)
  const [outcome, setOutcome] = useState<AddOutcome | null>(null)
  const adding = useRef(false)
  const quantityId = useId()
  usePreloadProductParts()

  const state = buyState(product, quantity)
  const total = product.price * quantity
  const label = buyButtonLabel(state, formatUSD(total))
  const soldOut = state === 'coming' || product.availableQuantity === 0 || !product.inStock

  async function addToCart() {
    if (adding.current || state !== 'in') return
    adding.current = true
    try {
      const { addProductToBasket } = await loadAddProduct()
      setOutcome(addProductToBasket(product, quantity))
    } catch {
      // storefront.md section 8: an add-to-cart failure is shown in the Error modal.
      showError({ message: 'We could not add it to your cart. Please try again.' })
    } finally {
      adding.current = false
    }
  }

  return (
    <div id={BUY_BOX_ID} className={styles.box}>
      <div className={styles.row}>
        <div className={styles.quantity}>
          <label htmlFor={quantityId}>Quantity</label>
          <select
            id={quantityId}
            value={quantity}
            disabled={soldOut}
            onChange={(event) => setQuantity(Number(event.target.value))}
          >
            {QUANTITY_CHOICES.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={styles.cartButton}
          data-buy-button
          disabled={state !== 'in'}
          onClick={addToCart}
        >
          {state === 'in' && <ShoppingCart size={18} aria-hidden="true" />}
          {label}
        </button>
      </div>
      <StockNote state={state} available={product.availableQuantity} quantity={quantity} most={MOST} />
      <StickyBuyBar
        targetId={BUY_BOX_ID}
        targetSelector="[data-buy-button]"
        name={product.name}
        price={product.price}
        quantity={quantity}
        label={state === 'in' ? 'Add to Cart' : label}
        disabled={state !== 'in'}
        onAddToCart={addToCart}
      />
      {outcome && (
        <Suspense fallback={null}>
          <AddedToCart outcome={outcome} cartPath={cartPath} onClose={() => setOutcome(null)} />
        </Suspense>
      )}
    </div>
  )
}
