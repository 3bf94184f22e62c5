'use client'

// The listeners that remember a dialog's opener must be there from the first click (see its module).
import '@/components/modal/last-touched'
import { useRouter } from 'next/navigation'
import { Suspense, useId, useRef, useState } from 'react'
import { showError } from '@/components/errors/show'
import { ShoppingCart } from '@/components/icons'
import type { AddOutcome } from '@/lib/basket/basket'
import type { ServiceKey } from '@/lib/checkout/services'
import { formatUSD } from '@/lib/money'
import { buyButtonLabel, buyState, QUANTITY_CHOICES } from '@/lib/storefront/availability'
import type { ProductPageData, ProductServiceView } from '../../lib/storefront/product-page-data'
import type { ProductToAdd } from './add-product'
import styles from './BuyBox.module.css'
import { AddedToCart, loadAddProduct, usePreloadProductParts } from './lazy-parts'
import { StickyBuyBar } from './StickyBuyBar'
import { StockNote } from './StockNote'

const BUY_BOX_ID = 'buy-box'
const MOST = Math.max(...QUANTITY_CHOICES)

interface Props {
  product: Pick<ProductPageData, 'status' | 'inStock' | 'availableQuantity'> & ProductToAdd
  cartPath: string
  /** Add-on services offered in the popup (the Extended Warranty of a controller); none: added at once. */
  services?: ProductServiceView[]
}

/** The popup: `outcome` null while the services are chosen (nothing added yet). */
type Popup = { outcome: AddOutcome | null } | null

/**
 * The page's client island: quantity 1–3, whether that many can be bought, the buy button ('Coming Soon', 'Out of
 * Stock' or 'Add to Cart {price × quantity}': storefront.md section 4), the sticky header and phone bar that repeat
 * it, and the 'Added to Cart' popup (storefront.md section 4): with add-on services offered, the popup lists them and
 * the item goes in with the chosen ones when the shopper leaves it; without, the item goes in on the click.
 */
export function BuyBox({ product, cartPath, services = [] }: Props) {
  const router = useRouter()
  const [quantity, setQuantity] = useState<number>(1)
  const [popup, setPopup] = useState<Popup>(null)
  const [chosen, setChosen] = useState<ReadonlySet<ServiceKey>>(new Set())
  const [busy, setBusy] = useState(false)
  const adding = useRef(false)
  const quantityId = useId()
  usePreloadProductParts()

  const state = buyState(product, quantity)
  const total = product.price * quantity
  const label = buyButtonLabel(state, formatUSD(total))
  const soldOut = state === 'coming' || product.availableQuantity === 0 || !product.inStock

  /** Puts the item in the basket with these services; null when that failed (the Error modal says so). */
  async function add(keys: ReadonlySet<ServiceKey>): Promise<AddOutcome | null> {
    if (adding.current) return null
    adding.current = true
    setBusy(true)
    try {
      const { addProductToBasket } = await loadAddProduct()
      const lineServices = services
        .filter((s) => keys.has(s.key))
        .map((s) => ({ key: s.key, name: s.name, price: s.price }))
      return addProductToBasket(product, quantity, lineServices)
    } catch {
      // storefront.md section 8: an add-to-cart failure is shown in the Error modal.
      showError({ message: 'We could not add it to your cart. Please try again.' })
      return null
    } finally {
      adding.current = false
      setBusy(false)
    }
  }

  async function addToCart() {
    if (adding.current || state !== 'in') return
    if (services.length > 0) {
      // Services to offer: the popup lists them first, the item goes in when the shopper leaves it.
      setChosen(new Set())
      setPopup({ outcome: null })
      return
    }
    const outcome = await add(new Set())
    if (outcome) setPopup({ outcome })
  }

  async function finish(checkout: boolean) {
    if (popup && !popup.outcome) {
      const outcome = await add(chosen)
      if (!outcome) return setPopup(null)
      // The cap cut what was asked for: the popup stays to say so; its buttons then only close or go on.
      if (outcome.capped) return setPopup({ outcome })
    }
    setPopup(null)
    if (checkout) router.push(cartPath)
  }

  const toggle = (key: ServiceKey) =>
    setChosen((now) => {
      const next = new Set(now)
      if (!next.delete(key)) next.add(key)
      return next
    })

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
      {popup && (
        <Suspense fallback={null}>
          <AddedToCart
            item={{ name: product.name, image: product.image, price: product.price, quantity }}
            outcome={popup.outcome}
            services={services}
            chosen={chosen}
            onToggle={toggle}
            busy={busy}
            onFinish={(checkout) => void finish(checkout)}
          />
        </Suspense>
      )}
    </div>
  )
}
