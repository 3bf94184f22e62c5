'use client'

import { useEffect, useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { track } from '@/components/analytics/track'
import { callApi } from '@/components/api/call'
import { Spinner } from '@/components/Spinner'
import { basketLineItem, removeFromCart } from '@/lib/analytics'
import { removeLine, setLineQuantity } from '@/lib/basket/basket'
import { readBasket, writeBasket } from '@/lib/basket/storage'
import type { CouponView, QuoteRequest, QuoteView } from '@/lib/checkout/api'
import { basketRequest, quoteAddressOf, type ShownLine, shownLines, UNKNOWN_ERROR } from '@/lib/checkout/page-rules'
import { checkoutSteps, type StepKey } from '@/lib/checkout/steps'
import type { MapTiles } from '@/lib/places'
import { AddressSection } from './AddressSection'
import styles from './Checkout.module.css'
import { DeleteLineDialog, type Popup, PopupDialog } from './CheckoutDialogs'
import { CheckoutHeader } from './CheckoutHeader'
import { ExpressPay } from './payment/ExpressPay'
import { PaymentSection } from './payment/PaymentSection'
import { MethodStep, ReviewStep, type ShippingProps } from './ShippingSteps'
import { Step } from './Step'
import { SummaryAside } from './SummaryAside'
import { useCheckoutAnalytics } from './use-checkout-analytics'
import { useCheckoutState } from './use-checkout-state'
import { useCustomer } from './use-customer'
import { useFriendOffer } from './use-friend-offer'
import { usePlaceOrder } from './use-place-order'
import { useQuote } from './use-quote'
import { useServices } from './use-services'

/**
 * The checkout at the cart path (checkout.md sections 2–5, issue 12 item 6). The basket lives in the browser; the
 * server quotes it (packages, methods, dates, coupon, tax, totals) on every change and is the only authority for a
 * figure; create-order recomputes everything and refuses a total the page did not show.
 */
export function Checkout({ placeFinder = null }: { placeFinder?: MapTiles | null } = {}) {
  const [popup, setPopup] = useState<Popup | null>(null)
  const [deleting, setDeleting] = useState<ShownLine | null>(null)
  const state = useCheckoutState()
  const { form, basket, ready, countries, lookup, coupon, setCoupon, setCouponNote, sameBox, choices } = state
  const { viewer, emailTaken } = useCustomer(form, ready)

  // ——— The quote ———

  const [country, stateCode, stateString, zip] = useWatch({
    control: form.control,
    name: ['address.country', 'address.state', 'address.state_string', 'address.zip'],
  })
  const request = useMemo<QuoteRequest | null>(() => {
    if (!ready || !basket || basket.length === 0) return null
    return {
      address: quoteAddressOf({ country, state: stateCode, state_string: stateString, zip }, lookup),
      basket: basketRequest(basket, sameBox, coupon),
      choices,
    }
  }, [ready, basket, sameBox, coupon, choices, country, stateCode, stateString, zip, lookup])
  const { quote, loading, error: quoteError, retry, show } = useQuote(request)

  const services = useServices({
    quote,
    loading,
    setChoices: state.setChoices,
    setSameBox: state.setSameBox,
    onPopup: setPopup,
  })
  useCheckoutAnalytics(quote, quote?.coupon?.code ?? null)
  const order = usePlaceOrder({ state, quote, loading, retry, emailTaken, onPopup: setPopup })

  // What a fresh answer (to the current question) changes on the page.
  useEffect(() => {
    if (!quote || loading) return
    if (!quote.productsFound) {
      writeBasket([]) // nothing in it exists any more: the empty-cart page says so
      return
    }
    if (coupon && quote.coupon?.code.toUpperCase() !== coupon.toUpperCase()) {
      setCoupon(null) // checkout.md section 4: a coupon that does not apply is removed
      setCouponNote(quote.couponMessage)
    }
  }, [quote, loading, coupon, setCoupon, setCouponNote])

  // ——— Cart panel actions ———

  const lines = useMemo(() => shownLines(basket ?? [], quote), [basket, quote])
  const busy = order.creating || services.servicesBusy

  const changeQuantity = (line: ShownLine, quantity: number) => {
    writeBasket(setLineQuantity(readBasket(), line.key, quantity))
  }
  const confirmDelete = () => {
    if (!deleting) return
    writeBasket(removeLine(readBasket(), deleting.key))
    track(removeFromCart(basketLineItem(deleting.basket)))
    setDeleting(null)
  }

  const applyCoupon = async (code: string): Promise<string | null> => {
    if (!basket || !request) return UNKNOWN_ERROR
    const result = await callApi<{ coupon: CouponView; quote: QuoteView }>('/api/order/apply-coupon', 'POST', {
      code,
      basket: basketRequest(basket, sameBox, null),
      address: request.address,
    })
    if (!result.ok) return result.message
    setCouponNote(null)
    show(result.value.quote)
    setCoupon(result.value.coupon.code)
    return null
  }
  useFriendOffer(form, ready && Boolean(request), coupon, applyCoupon)

  // ——— Rendering ———

  if (!ready || !basket || basket.length === 0)
    return (
      <div className={`container ${styles.page}`}>
        <CheckoutHeader />
        <div className={styles.loadingCard} role="status">
          <Spinner />
          Loading your cart…
        </div>
      </div>
    )

  const packages = quote?.data ?? []
  const steps = checkoutSteps(packages.length)
  const numberOf = (key: StepKey) => steps.find((s) => s.key === key)?.number ?? 0
  const titleOf = (key: StepKey) => steps.find((s) => s.key === key)?.title ?? ''
  const updating = loading || services.servicesBusy
  const shipping: ShippingProps = {
    quote,
    loading,
    quoteError,
    onRetry: retry,
    busy,
    updating,
    choices,
    sameBox,
    lines,
    onChoose: services.chooseMethod,
    onSda: (pkg, on) => void services.toggleSda(pkg, on),
    onSameBox: services.toggleSameBox,
    onQuantity: changeQuantity,
    onDelete: setDeleting,
  }

  return (
    <div className={`container ${styles.page}`}>
      <CheckoutHeader />
      <div className={styles.layout}>
        <SummaryAside
          lines={lines}
          totals={quote?.totals ?? null}
          coupon={quote?.coupon && coupon ? quote.coupon : null}
          couponNote={state.couponNote}
          updating={updating}
          disabled={busy}
          onApplyCoupon={applyCoupon}
          onRemoveCoupon={() => {
            setCoupon(null)
            setCouponNote(null)
          }}
        />

        <div className={styles.steps}>
          <ExpressPay quote={quote} host={order.paymentHost} disabled={updating || order.paymentOff !== null} />
          {state.countriesFailed && (
            <div className={styles.errorBox} role="alert">
              <p>The list of countries could not be loaded: {state.countriesFailed}</p>
            </div>
          )}
          <Step number={numberOf('address')} title={titleOf('address')} id="address">
            <form ref={order.addressArea} noValidate onSubmit={(e) => e.preventDefault()} aria-label="Shipping address">
              {countries ? (
                <AddressSection
                  form={form}
                  countries={countries}
                  lookup={lookup}
                  emailLocked={Boolean(viewer)}
                  emailTaken={emailTaken}
                  placeFinder={placeFinder}
                />
              ) : (
                <div className={styles.skeletonFields} aria-hidden="true">
                  {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
                    <span key={key} />
                  ))}
                </div>
              )}
            </form>
          </Step>

          {packages.length <= 1 && <MethodStep number={numberOf('method')} title={titleOf('method')} {...shipping} />}
          <ReviewStep number={numberOf('review')} title={titleOf('review')} {...shipping} />

          <Step number={numberOf('payment')} title={titleOf('payment')} id="payment">
            <PaymentSection
              quote={quote}
              method={order.paymentMethod}
              onMethod={order.setPaymentMethod}
              disabledReason={order.paymentOff}
              updating={updating}
              host={order.paymentHost}
              onPlaceOrder={() => void order.placeOrder()}
            />
          </Step>
        </div>
      </div>

      {deleting && <DeleteLineDialog line={deleting} onCancel={() => setDeleting(null)} onDelete={confirmDelete} />}
      {popup && <PopupDialog popup={popup} onClose={() => setPopup(null)} />}
    </div>
  )
}
