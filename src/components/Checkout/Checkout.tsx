'use client'

import { ChevronDown, ChevronUp, PackageCheck, RotateCw, Truck } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { AddressRecord } from '@/components/account/addresses/types'
import { callApi } from '@/components/api/call'
import { useViewer } from '@/components/session'
import {
  addressFormValues,
  type Country,
  countryLookup,
  DEFAULT_FULL_ADDRESS,
  type FullAddressFormValues,
  sortCountries,
} from '@/lib/address'
import { type BasketLine, removeLine, setLineQuantity } from '@/lib/basket/basket'
import { onBasketChange, readBasket, writeBasket } from '@/lib/basket/storage'
import type {
  CouponView,
  CreatedOrderView,
  PackageView,
  PaymentMethodId,
  QuoteRequest,
  QuoteView,
} from '@/lib/checkout/api'
import { carriesSda, SHIPPING_METHODS_NOT_FOUND } from '@/lib/checkout/methods'
import {
  attemptFor,
  clearStoredOrder,
  readStoredOrder,
  type StoredAttempt,
  type StoredOrder,
  saveOnUnload,
  writeStoredOrder,
} from '@/lib/checkout/order-storage'
import {
  basketRequest,
  type CheckoutFormValues,
  DELETE_LINE_QUESTION,
  formFieldOf,
  freeShippingShare,
  INVALID_FORM,
  orderBodyOf,
  quoteAddressOf,
  readOrderFailure,
  type ShownLine,
  shownLines,
  UNKNOWN_ERROR,
} from '@/lib/checkout/page-rules'
import { SAME_DAY_ASSEMBLY_NAME, type ServiceKey, WARRANTY_NAME } from '@/lib/checkout/services'
import { checkoutSteps, type StepKey } from '@/lib/checkout/steps'
import { emailProblem } from '@/lib/forms/email-rule'
import { formatUSD } from '@/lib/money'
import { AddressSection } from './AddressSection'
import { CartLines } from './CartLines'
import styles from './Checkout.module.css'
import { CheckoutHeader } from './CheckoutHeader'
import { CouponForm } from './CouponForm'
import { Dialog } from './Dialog'
import { OrderSummary } from './OrderSummary'
import { PackageMethods } from './PackageMethods'
import { ExpressPay } from './payment/ExpressPay'
import { PaymentSection } from './payment/PaymentSection'
import type { PaymentHost, PreparedCheckout } from './payment/types'
import { checkoutResolver } from './resolver'
import { Step } from './Step'
import { useQuote } from './use-quote'

const EMPTY_CART_PATH = '/empty-shopping-cart'
/** checkout.md section 9: the e-mail check waits 700 ms after the last keystroke. */
const EMAIL_CHECK_MS = 700

const DEFAULT_VALUES: CheckoutFormValues = {
  address: { ...DEFAULT_FULL_ADDRESS },
  instructions: '',
  billing: { sameAsShipping: true, address1: '', zip: '', country: 'US' },
}

type Popup = { title: string; lines: string[]; tone: 'error' | 'warning'; after?: () => void }

const SERVICE_NAMES: Record<ServiceKey, string> = { sda: SAME_DAY_ASSEMBLY_NAME, warranty: WARRANTY_NAME }

/**
 * The checkout at the cart path (checkout.md sections 2–5, issue 12 item 6). The basket lives in the browser; the
 * server quotes it (packages, methods, dates, coupon, tax, totals) on every change and is the only authority for a
 * figure; create-order recomputes everything and refuses a total the page did not show.
 */
export function Checkout() {
  const router = useRouter()
  const { viewer, known } = useViewer()
  const [basket, setBasket] = useState<BasketLine[] | null>(null)
  const [countries, setCountries] = useState<Country[] | null>(null)
  const [countriesFailed, setCountriesFailed] = useState<string | null>(null)
  const [ready, setReady] = useState(false)
  const [coupon, setCoupon] = useState<string | null>(null)
  const [couponNote, setCouponNote] = useState<string | null>(null)
  const [sameBox, setSameBox] = useState(false)
  const [choices, setChoices] = useState<Record<string, string>>({})
  const [emailTaken, setEmailTaken] = useState<string | null>(null)
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodId | null>(null)
  const [paymentOff, setPaymentOff] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const [servicesBusy, setServicesBusy] = useState(false)
  const [popup, setPopup] = useState<Popup | null>(null)
  const [deleting, setDeleting] = useState<ShownLine | null>(null)
  const [summaryOpen, setSummaryOpen] = useState(false)
  const completed = useRef(false)
  const attempt = useRef<StoredAttempt | null>(null)
  const initEmail = useRef('')
  const addressArea = useRef<HTMLFormElement>(null)

  const lookup = useMemo(() => countryLookup(countries ?? []), [countries])
  const lookupRef = useRef(lookup)
  lookupRef.current = lookup
  const resolver = useMemo(() => checkoutResolver(() => lookupRef.current), [])
  const form = useForm<CheckoutFormValues>({
    resolver,
    defaultValues: DEFAULT_VALUES,
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const { control, getValues, setValue, setError, reset } = form

  // ——— Loading: the basket, the stored order data, the countries ———

  useEffect(() => {
    const stored = readStoredOrder()
    if (stored?.shipping.address.country) {
      reset({
        address: { ...DEFAULT_FULL_ADDRESS, ...stored.shipping.address },
        instructions: stored.shipping.instructions,
        billing: stored.billing,
      })
      setCoupon(stored.coupon)
      setSameBox(stored.sameBoxShipment)
      attempt.current = stored.attempt
      initEmail.current = stored.initEmail
    } else if (stored) clearStoredOrder() // checkout.md section 4: a missing shipping country resets the order data
    setBasket(readBasket())
    setReady(true)
    return onBasketChange(() => setBasket(readBasket()))
  }, [reset])

  useEffect(() => {
    let live = true
    void callApi<{ countries: Country[] }>('/api/order/countries-list').then((result) => {
      if (!live) return
      if (result.ok) setCountries(sortCountries(result.value.countries))
      else setCountriesFailed(result.message)
    })
    return () => {
      live = false
    }
  }, [])

  // A country the store no longer ships to (stored from an older visit): back to the default address's.
  useEffect(() => {
    if (!countries) return
    const code = getValues('address.country')
    if (code && !lookup(code)) {
      setValue('address.country', DEFAULT_FULL_ADDRESS.country)
      setValue('address.state', DEFAULT_FULL_ADDRESS.state)
    }
  }, [countries, lookup, getValues, setValue])

  // An empty basket has nothing to check out (checkout.md section 4).
  useEffect(() => {
    if (basket && basket.length === 0 && !completed.current) router.replace(EMPTY_CART_PATH)
  }, [basket, router])

  // ——— The signed-in customer: prefill from the profile and the primary address, e-mail locked ———

  const prefilledFor = useRef<number | null>(null)
  useEffect(() => {
    if (!known || !ready) return
    if (!viewer) {
      prefilledFor.current = null
      return
    }
    if (prefilledFor.current === viewer.id) return
    prefilledFor.current = viewer.id
    let live = true
    void (async () => {
      const [profile, book] = await Promise.all([
        callApi<{ customer: { first_name: string; last_name: string; email: string; phone: string } }>(
          '/api/account/profile',
        ),
        callApi<{ addresses: AddressRecord[] }>('/api/shipping-addresses'),
      ])
      if (!live) return
      const current = getValues('address')
      const next: FullAddressFormValues = { ...current }
      const records = book.ok ? book.value.addresses : []
      const primary = records.find((r) => r.is_primary) ?? records[0]
      if (primary) Object.assign(next, addressFormValues(primary.address))
      const person = profile.ok ? profile.value.customer : primary?.address
      if (person) {
        next.first_name = person.first_name || current.first_name
        next.last_name = person.last_name || current.last_name
        next.phone = person.phone || current.phone
        next.email = person.email || current.email
      }
      for (const [field, value] of Object.entries(next))
        setValue(`address.${field as keyof FullAddressFormValues}`, value ?? '', { shouldDirty: true })
      setEmailTaken(null)
    })()
    return () => {
      live = false
    }
  }, [known, viewer, ready, getValues, setValue])

  // ——— The guest's e-mail check, 700 ms after typing stops ———

  const email = useWatch({ control, name: 'address.email' })
  useEffect(() => {
    setEmailTaken(null)
    if (!known || viewer) return
    const typed = (email ?? '').trim()
    if (emailProblem(typed)) return
    let live = true
    const timer = setTimeout(async () => {
      const result = await callApi<{ exists: boolean }>('/api/order/check-email', 'POST', { register_email: typed })
      if (live && !result.ok && result.status === 422) setEmailTaken(result.message)
    }, EMAIL_CHECK_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [email, known, viewer])

  // ——— The quote ———

  const [country, state, stateString, zip] = useWatch({
    control,
    name: ['address.country', 'address.state', 'address.state_string', 'address.zip'],
  })
  const request = useMemo<QuoteRequest | null>(() => {
    if (!ready || !basket || basket.length === 0) return null
    return {
      address: quoteAddressOf({ country, state, state_string: stateString, zip }, lookup),
      basket: basketRequest(basket, sameBox, coupon),
      choices,
    }
  }, [ready, basket, sameBox, coupon, choices, country, state, stateString, zip, lookup])
  const { quote, loading, error: quoteError, retry, show } = useQuote(request)

  const switchServices = useCallback(
    async (service: ServiceKey, selected: boolean, ids: string[], prices: Map<string, number>) => {
      if (ids.length === 0) return true
      setServicesBusy(true)
      const result = await callApi<{ products: Array<{ from: string; to: string }> }>(
        '/api/order/apply-extra-services',
        'POST',
        { service, selected, products: ids },
      )
      setServicesBusy(false)
      if (!result.ok) {
        setPopup({ title: 'Error', lines: [result.message || UNKNOWN_ERROR], tone: 'error' })
        return false
      }
      const renamed = new Map(result.value.products.map((p) => [p.from, p.to]))
      const name = SERVICE_NAMES[service]
      writeBasket(
        readBasket().map((line) => {
          // Only configured lines carry their services in a configuration (a product line is never sent here).
          const to = line.type === 'controller' ? renamed.get(String(line.id)) : undefined
          if (!to) return line
          const price = prices.get(String(line.id)) ?? null
          const had = line.services.some((s) => s.name === name)
          const services = selected
            ? had
              ? line.services
              : [...line.services, { key: service, name, price }]
            : line.services.filter((s) => s.name !== name)
          const delta = price === null || had === selected ? 0 : selected ? price : -price
          // A new configuration: its content key is no longer the old one's (lines merge by id from now on).
          return { ...line, id: to, configKey: null, services, unitPrice: Math.max(0, line.unitPrice + delta) }
        }),
      )
      return true
    },
    [],
  )

  // What a fresh answer (to the current question) changes on the page.
  const handledSda = useRef('')
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
    if (quote.paymentMethods.length > 0 && !quote.paymentMethods.some((m) => m.id === paymentMethod))
      setPaymentMethod(quote.paymentMethods[0]?.id ?? null)
    // Same Day Assembly switched off by a method that cannot carry it: the stored configurations follow.
    const off = quote.sdaTurnedOff.filter((id): id is string => typeof id === 'string')
    const key = off.join(',')
    if (off.length > 0 && handledSda.current !== key) {
      handledSda.current = key
      void switchServices('sda', false, off, sdaPrices(quote))
    }
  }, [quote, loading, coupon, paymentMethod, switchServices])

  // ——— Browser storage: saved on unload (and when leaving the page) unless the order completed ———

  const latest = useRef({ coupon, sameBox })
  latest.current = { coupon, sameBox }
  const currentOrder = useCallback((): StoredOrder | null => {
    if (!ready) return null
    const values = getValues()
    return {
      initEmail: initEmail.current || values.address.email,
      shipping: { address: { ...values.address }, instructions: values.instructions },
      billing: { ...values.billing },
      shippingPackages: [],
      coupon: latest.current.coupon,
      sameBoxShipment: latest.current.sameBox,
      attempt: attempt.current,
    }
  }, [ready, getValues])
  useEffect(() => {
    const stop = saveOnUnload(currentOrder, () => completed.current)
    return () => {
      stop()
      const order = currentOrder()
      if (order && !completed.current) writeStoredOrder(order) // leaving by a link (no page unload)
    }
  }, [currentOrder])

  // ——— Cart panel actions ———

  const lines = useMemo(() => shownLines(basket ?? [], quote), [basket, quote])
  const busy = creating || servicesBusy

  const changeQuantity = (line: ShownLine, quantity: number) => {
    writeBasket(setLineQuantity(readBasket(), line.key, quantity))
  }
  const confirmDelete = () => {
    if (!deleting) return
    writeBasket(removeLine(readBasket(), deleting.key))
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

  const chooseMethod = async (packageId: string, methodId: string) => {
    const pkg = quote?.data.find((p) => p.id === packageId)
    const method = pkg?.methods.find((m) => m.id === methodId)
    // checkout.md section 4: a method that cannot carry Same Day Assembly switches it off (the stored configurations
    // follow); otherwise the server would keep the package on a method that carries it.
    if (quote && pkg?.sda && method && !carriesSda({ ...method, freeOverThreshold: false }, pkg.sdaAllowance)) {
      const ok = await switchServices('sda', false, sdaLineIds(quote, pkg), sdaPrices(quote))
      if (!ok) return
    }
    setChoices((c) => ({ ...c, [packageId]: methodId }))
  }

  const toggleSda = async (pkg: PackageView, on: boolean) => {
    if (!quote) return
    const ids = sdaLineIds(quote, pkg)
    const ok = await switchServices('sda', on, ids, sdaPrices(quote))
    // With Same Day Assembly the package prefers the first FedEx method: let the server choose again.
    if (ok)
      setChoices((c) => {
        const { [pkg.id]: _, ...rest } = c
        return rest
      })
  }

  const toggleSameBox = (on: boolean) => {
    setSameBox(on)
    setChoices({}) // packages change: their ids and methods with them
  }

  // ——— Place Order ———

  const showInvalid = () => {
    setPopup({
      title: INVALID_FORM.title,
      lines: [INVALID_FORM.message],
      tone: 'warning',
      after: () => firstHighlighted()?.focus(),
    })
    requestAnimationFrame(() => firstHighlighted()?.scrollIntoView({ block: 'center', behavior: 'smooth' }))
  }
  const firstHighlighted = () => addressArea.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null

  /**
   * The form checked (the invalid-form popup otherwise) and turned into a create-order body with its attempt key, for
   * the method that pays (the wallet button pays by card whichever tab is open).
   */
  const prepare = async (method: PaymentMethodId): Promise<PreparedCheckout | null> => {
    const values = await new Promise<CheckoutFormValues | null>((resolve) => {
      void form.handleSubmit(resolve, () => {
        showInvalid()
        resolve(null)
      })()
    })
    if (!values) return null
    if (emailTaken) {
      showInvalid()
      return null
    }
    if (!quote || !basket || creating) return null
    const body = orderBodyOf(values, quote, basketRequest(basket, sameBox, coupon), method)
    // The same request again (a retry, a resubmitted page) is the same attempt: the same key, one order.
    attempt.current = attemptFor(attempt.current, body)
    const order = currentOrder()
    if (order) writeStoredOrder(order)
    return { body: { ...body, attempt: attempt.current.key }, amount: quote.totals.totalOrderPrice }
  }

  /** create-order, with the payment's id for a card or PayPal order; the thanks page on success. */
  const makeOrder = async (
    prepared: PreparedCheckout,
    payment: { paymentIntentId: string } | { paypal_id: string } | null,
  ): Promise<{ declined: string } | null> => {
    setCreating(true)
    const result = await callApi<CreatedOrderView>('/api/order/create-order', 'POST', {
      ...prepared.body,
      ...(payment ?? {}),
    })
    if (result.ok) {
      completed.current = true
      clearStoredOrder()
      const { orderId, token, redirect } = result.value
      router.push(
        redirect?.startsWith('/thanks')
          ? redirect
          : `/thanks?order=${encodeURIComponent(orderId)}&token=${encodeURIComponent(token)}`,
      )
      return null // the button keeps its spinner until the thanks page shows
    }
    setCreating(false)
    if (result.status === 402 && 'paypal_id' in (payment ?? {})) return { declined: result.message }
    showFailure(result.status, result.body, result.message)
    return null
  }

  const showFailure = (status: number, body: unknown, message: string) => {
    const failure = readOrderFailure(status, body, message)
    switch (failure.kind) {
      case 'reload':
        return setPopup({
          title: 'Error',
          lines: [failure.message],
          tone: 'error',
          after: () => window.location.reload(),
        })
      case 'disable':
        setPaymentOff(failure.message)
        return setPopup({ title: 'Error', lines: [failure.message], tone: 'error' })
      case 'totals':
        retry()
        return setPopup({
          title: 'Error',
          lines: [
            failure.message,
            ...(failure.totals ? [`The order total is now ${formatUSD(failure.totals.totalOrderPrice)}.`] : []),
            'Please review your order and place it again.',
          ],
          tone: 'error',
        })
      case 'fields': {
        const shown: string[] = []
        for (const [field, messages] of Object.entries(failure.errors)) {
          const path = formFieldOf(field)
          if (path && messages[0]) setError(path as 'address.email', { type: 'server', message: messages[0] })
          shown.push(...messages)
        }
        return setPopup({
          title: 'Error',
          lines: shown.length > 0 ? shown : [failure.message],
          tone: 'error',
          after: () => firstHighlighted()?.focus(),
        })
      }
      default:
        return setPopup({ title: 'Error', lines: [failure.message], tone: 'error' })
    }
  }

  const paymentHost: PaymentHost = {
    prepare,
    onPaid: makeOrder,
    onError: (title, message, failure) =>
      failure
        ? showFailure(failure.status, failure.body, message)
        : setPopup({ title, lines: [message || UNKNOWN_ERROR], tone: 'error' }),
    creating,
  }

  const placeOrder = async () => {
    const prepared = await prepare('manual')
    if (prepared) await makeOrder(prepared, null)
  }

  // ——— Rendering ———

  if (!ready || !basket || basket.length === 0)
    return (
      <div className={`container ${styles.page}`}>
        <CheckoutHeader />
        <div className={styles.loadingCard} role="status">
          <span className={styles.spinnerDark} aria-hidden="true" />
          Loading your cart…
        </div>
      </div>
    )

  const packages = quote?.data ?? []
  const steps = checkoutSteps(packages.length)
  const numberOf = (key: StepKey) => steps.find((s) => s.key === key)?.number ?? 0
  const titleOf = (key: StepKey) => steps.find((s) => s.key === key)?.title ?? ''
  const single = packages.length <= 1
  const warnings = (quote?.warnings ?? []).filter((w) => w !== SHIPPING_METHODS_NOT_FOUND)
  const updating = loading || servicesBusy
  const totals = quote?.totals ?? null
  const appliedCoupon = quote?.coupon && coupon ? quote.coupon : null

  const quoteProblem = quoteError && (
    <div className={styles.errorBox} role="alert">
      <p>We could not load shipping options and prices: {quoteError}</p>
      <button type="button" className={styles.secondaryButton} onClick={retry}>
        <RotateCw aria-hidden="true" size={16} /> Try again
      </button>
    </div>
  )

  const warningList = warnings.length > 0 && (
    <ul className={styles.warnings} data-testid="address-warnings">
      {warnings.map((w) => (
        <li key={w}>{w}</li>
      ))}
    </ul>
  )

  const sameBoxToggle = quote?.isSameBoxShipmentSupported && (
    <label className={styles.toggleRow}>
      <input type="checkbox" checked={sameBox} disabled={busy} onChange={(e) => toggleSameBox(e.target.checked)} />
      <span className={styles.toggleText}>
        <strong>Ship everything in one box</strong>
        <span className={styles.muted}>One package, one delivery date.</span>
      </span>
    </label>
  )

  const sdaToggle = (pkg: PackageView) => {
    if (!quote || !pkg.sdaAllowance.enabled) return null
    const ids = sdaLineIds(quote, pkg)
    if (ids.length === 0) return null
    const prices = sdaPrices(quote)
    const price = quote.lines
      .filter((l) => ids.includes(String(l.id)))
      .reduce((sum, l) => sum + (prices.get(String(l.id)) ?? 0) * l.quantity, 0)
    return (
      <label className={styles.toggleRow}>
        <input
          type="checkbox"
          checked={pkg.sda}
          disabled={busy}
          onChange={(e) => void toggleSda(pkg, e.target.checked)}
        />
        <span className={styles.toggleText}>
          <strong>
            {SAME_DAY_ASSEMBLY_NAME}
            {price > 0 && <span className={styles.muted}> +{formatUSD(price)}</span>}
          </strong>
          <span className={styles.muted}>Built and shipped within 24 hours (FedEx).</span>
        </span>
      </label>
    )
  }

  const freeShipping = quote?.freeShipping.applies && (
    <div className={styles.freeShipping} data-testid="free-shipping">
      {quote.freeShipping.remaining > 0 ? (
        <p>
          <Truck aria-hidden="true" size={18} />
          <span>
            Add <strong>{formatUSD(quote.freeShipping.remaining)}</strong> more to get free US shipping.
          </span>
        </p>
      ) : (
        <p>
          <PackageCheck aria-hidden="true" size={18} />
          <span>Your order qualifies for free US shipping.</span>
        </p>
      )}
      <span className={styles.progress} aria-hidden="true">
        <span
          style={{ width: `${freeShippingShare(quote.freeShipping.remaining, quote.freeShipping.threshold) * 100}%` }}
        />
      </span>
    </div>
  )

  const couponForm = (
    <CouponForm
      applied={appliedCoupon}
      note={couponNote}
      disabled={busy}
      onApply={applyCoupon}
      onRemove={() => {
        setCoupon(null)
        setCouponNote(null)
      }}
    />
  )

  const cartTotals = (
    <>
      <p className={styles.itemTotal}>
        Item total{' '}
        <strong className={styles.amount} data-testid="item-total">
          {totals ? formatUSD(totals.subtotal) : '…'}
        </strong>
      </p>
      {freeShipping}
    </>
  )

  /** While the quote for a new choice is on its way, the choice shows at once; then the server's answer counts. */
  const pendingChoice = (pkg: PackageView) => {
    const choice = choices[pkg.id]
    return loading && choice && pkg.methods.some((m) => m.id === choice) ? choice : null
  }

  const linesOf = (pkg: PackageView) => {
    const ids = new Set(pkg.productIds.map(String))
    return lines.filter((l) => ids.has(String(l.basket.id)))
  }
  const unshipped = lines.filter((l) => l.quoted && l.quoted.packageId === null)

  return (
    <div className={`container ${styles.page}`}>
      <CheckoutHeader />
      <div className={styles.layout}>
        <button
          type="button"
          className={styles.summaryToggle}
          aria-expanded={summaryOpen}
          aria-controls="order-summary"
          onClick={() => setSummaryOpen((open) => !open)}
        >
          <span>
            {summaryOpen ? 'Close Preview' : 'View Order Details'}
            {summaryOpen ? <ChevronUp aria-hidden="true" size={18} /> : <ChevronDown aria-hidden="true" size={18} />}
          </span>
          <strong className={styles.amount}>{totals ? formatUSD(totals.totalOrderPrice) : ''}</strong>
        </button>
        <aside className={styles.aside} data-open={summaryOpen || undefined} aria-label="Order summary">
          <OrderSummary
            id="order-summary"
            lines={lines.filter((l) => !l.problem)}
            totals={totals}
            coupon={appliedCoupon}
            updating={updating}
          >
            {couponForm}
          </OrderSummary>
        </aside>

        <div className={styles.steps}>
          <ExpressPay quote={quote} host={paymentHost} disabled={updating || paymentOff !== null} />
          {countriesFailed && (
            <div className={styles.errorBox} role="alert">
              <p>The list of countries could not be loaded: {countriesFailed}</p>
            </div>
          )}
          <Step number={numberOf('address')} title={titleOf('address')} id="address">
            <form ref={addressArea} noValidate onSubmit={(e) => e.preventDefault()} aria-label="Shipping address">
              {countries ? (
                <AddressSection
                  form={form}
                  countries={countries}
                  lookup={lookup}
                  emailLocked={Boolean(viewer)}
                  emailTaken={emailTaken}
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

          {single && (
            <Step number={numberOf('method')} title={titleOf('method')} id="method" busy={updating}>
              {quoteProblem}
              {warningList}
              {packages[0] ? (
                <>
                  <PackageMethods
                    pkg={packages[0]}
                    legend="Shipping method"
                    disabled={busy}
                    pending={pendingChoice(packages[0])}
                    onChoose={chooseMethod}
                  />
                  {sdaToggle(packages[0])}
                </>
              ) : quote ? (
                <p className={styles.warning} role="alert">
                  {SHIPPING_METHODS_NOT_FOUND}
                </p>
              ) : (
                !quoteError && (
                  <div className={styles.skeletonRows} aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </div>
                )
              )}
              {sameBoxToggle}
            </Step>
          )}

          <Step number={numberOf('review')} title={titleOf('review')} id="review" busy={updating}>
            {single ? (
              <CartLines lines={lines} disabled={busy} onQuantity={changeQuantity} onDelete={setDeleting} />
            ) : (
              <>
                {quoteProblem}
                {warningList}
                {sameBoxToggle}
                {packages.map((pkg, i) => (
                  <div key={pkg.id} className={styles.package} data-testid="package">
                    <h3 className={styles.packageTitle}>
                      Package {i + 1} of {packages.length}
                      <span className={styles.muted}> · {pkg.name}</span>
                    </h3>
                    <CartLines
                      lines={linesOf(pkg)}
                      disabled={busy}
                      onQuantity={changeQuantity}
                      onDelete={setDeleting}
                    />
                    <PackageMethods
                      pkg={pkg}
                      legend={`Shipping method for package ${i + 1}`}
                      disabled={busy}
                      pending={pendingChoice(pkg)}
                      onChoose={chooseMethod}
                    />
                    {sdaToggle(pkg)}
                  </div>
                ))}
                {unshipped.length > 0 && (
                  <div className={styles.package}>
                    <h3 className={styles.packageTitle}>Not available</h3>
                    <CartLines lines={unshipped} disabled={busy} onQuantity={changeQuantity} onDelete={setDeleting} />
                  </div>
                )}
              </>
            )}
            {cartTotals}
          </Step>

          <Step number={numberOf('payment')} title={titleOf('payment')} id="payment">
            <PaymentSection
              quote={quote}
              method={paymentMethod}
              onMethod={setPaymentMethod}
              disabledReason={paymentOff}
              updating={updating}
              host={paymentHost}
              onPlaceOrder={() => void placeOrder()}
            />
          </Step>
        </div>
      </div>

      {deleting && (
        <Dialog
          title="Remove product"
          tone="warning"
          close="Cancel"
          onClose={() => setDeleting(null)}
          confirm={{ label: 'Delete', onConfirm: confirmDelete }}
        >
          <p>{DELETE_LINE_QUESTION}</p>
          <p className={styles.muted}>{deleting.name}</p>
        </Dialog>
      )}
      {popup && (
        <Dialog
          title={popup.title}
          tone={popup.tone}
          close="OK"
          onClose={() => {
            const after = popup.after
            setPopup(null)
            if (after) setTimeout(after, 0)
          }}
        >
          {popup.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Dialog>
      )}
    </div>
  )
}

/** Configured lines of a package that can have Same Day Assembly (offered or already chosen), by configuration uid. */
function sdaLineIds(quote: QuoteView, pkg: PackageView): string[] {
  return quote.lines
    .filter(
      (l) =>
        l.packageId === pkg.id &&
        l.configurable &&
        typeof l.id === 'string' &&
        (l.offers.some((o) => o.key === 'sda') || l.services.some((s) => s.key === 'sda')),
    )
    .map((l) => String(l.id))
}

/** Same Day Assembly's price per configured line (for the basket's display snapshot). */
function sdaPrices(quote: QuoteView): Map<string, number> {
  const prices = new Map<string, number>()
  for (const line of quote.lines) {
    const sda = line.services.find((s) => s.key === 'sda') ?? line.offers.find((o) => o.key === 'sda')
    if (sda) prices.set(String(line.id), sda.price)
  }
  return prices
}
