'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { callApi } from '@/components/api/call'
import { type Country, countryLookup, DEFAULT_FULL_ADDRESS, sortCountries } from '@/lib/address'
import type { BasketLine } from '@/lib/basket/basket'
import { onBasketChange, readBasket } from '@/lib/basket/storage'
import {
  clearStoredOrder,
  readStoredOrder,
  type StoredAttempt,
  type StoredOrder,
  saveOnUnload,
  writeStoredOrder,
} from '@/lib/checkout/order-storage'
import type { CheckoutFormValues } from '@/lib/checkout/page-rules'
import { checkoutResolver } from './resolver'

const EMPTY_CART_PATH = '/empty-shopping-cart'

const DEFAULT_VALUES: CheckoutFormValues = {
  address: { ...DEFAULT_FULL_ADDRESS },
  instructions: '',
  billing: { sameAsShipping: true, address1: '', zip: '', country: 'US' },
}

/**
 * The checkout's own state: the browser's basket, the order data stored from an earlier visit (checkout.md section 4),
 * the countries list, the form, the coupon, one-box shipping and the chosen methods. The order data is saved on unload
 * (and when leaving the page) unless the order completed; an empty basket goes to the empty-cart page.
 */
export function useCheckoutState() {
  const router = useRouter()
  const [basket, setBasket] = useState<BasketLine[] | null>(null)
  const [countries, setCountries] = useState<Country[] | null>(null)
  const [countriesFailed, setCountriesFailed] = useState<string | null>(null)
  const [ready, setReady] = useState(false)
  const [coupon, setCoupon] = useState<string | null>(null)
  const [couponNote, setCouponNote] = useState<string | null>(null)
  const [sameBox, setSameBox] = useState(false)
  const [choices, setChoices] = useState<Record<string, string>>({})
  /** The order went through: nothing is stored any more and the empty basket is no reason to leave. */
  const completed = useRef(false)
  const attempt = useRef<StoredAttempt | null>(null)
  const initEmail = useRef('')

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
  const { getValues, setValue, reset } = form

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

  return {
    form,
    basket,
    ready,
    countries,
    countriesFailed,
    lookup,
    coupon,
    setCoupon,
    couponNote,
    setCouponNote,
    sameBox,
    setSameBox,
    choices,
    setChoices,
    completed,
    attempt,
    currentOrder,
  }
}

export type CheckoutState = ReturnType<typeof useCheckoutState>
