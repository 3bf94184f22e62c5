'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { track } from '@/components/analytics/track'
import { callApi } from '@/components/api/call'
import { addPaymentInfo, checkoutItems } from '@/lib/analytics'
import type { CreatedOrderView, PaymentMethodId, QuoteView } from '@/lib/checkout/api'
import { attemptFor, clearStoredOrder, writeStoredOrder } from '@/lib/checkout/order-storage'
import {
  basketRequest,
  type CheckoutFormValues,
  formFieldOf,
  INVALID_FORM,
  orderBodyOf,
  readOrderFailure,
  UNKNOWN_ERROR,
} from '@/lib/checkout/page-rules'
import { formatUSD } from '@/lib/money'
import type { Popup } from './CheckoutDialogs'
import type { PaymentHost, PreparedCheckout } from './payment/types'
import type { CheckoutState } from './use-checkout-state'

interface Options {
  state: CheckoutState
  quote: QuoteView | null
  /** A quote is on its way: `quote` still answers an older question. */
  loading: boolean
  /** Asks for the quote again (create-order found the totals changed). */
  retry: () => void
  emailTaken: string | null
  onPopup: (popup: Popup) => void
}

/**
 * Placing the order (checkout.md section 5): the payment method, the form checked (the invalid-form popup otherwise),
 * the create-order body with its attempt key, create-order itself and its refusals shown as the spec's popups; the
 * thanks page on success. `addressArea` is the form whose highlighted fields the popups lead back to.
 */
export function usePlaceOrder({ state, quote, loading, retry, emailTaken, onPopup }: Options) {
  const router = useRouter()
  const { form, basket, sameBox, coupon, attempt, completed, currentOrder } = state
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodId | null>(null)
  const [paymentOff, setPaymentOff] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const addressArea = useRef<HTMLFormElement>(null)

  // A fresh answer without the chosen method: its first one.
  useEffect(() => {
    if (!quote || loading || !quote.productsFound) return
    if (quote.paymentMethods.length > 0 && !quote.paymentMethods.some((m) => m.id === paymentMethod))
      setPaymentMethod(quote.paymentMethods[0]?.id ?? null)
  }, [quote, loading, paymentMethod])

  const firstHighlighted = () => addressArea.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null
  const showInvalid = () => {
    onPopup({
      title: INVALID_FORM.title,
      lines: [INVALID_FORM.message],
      tone: 'warning',
      after: () => firstHighlighted()?.focus(),
    })
    requestAnimationFrame(() => firstHighlighted()?.scrollIntoView({ block: 'center', behavior: 'smooth' }))
  }

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
    track(addPaymentInfo(checkoutItems(quote), method, quote.coupon?.code))
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
      await attachAffiliate(orderId, token)
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
        return onPopup({
          title: 'Error',
          lines: [failure.message],
          tone: 'error',
          after: () => window.location.reload(),
        })
      case 'disable':
        setPaymentOff(failure.message)
        return onPopup({ title: 'Error', lines: [failure.message], tone: 'error' })
      case 'totals':
        retry()
        return onPopup({
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
          if (path && messages[0]) form.setError(path as 'address.email', { type: 'server', message: messages[0] })
          shown.push(...messages)
        }
        return onPopup({
          title: 'Error',
          lines: shown.length > 0 ? shown : [failure.message],
          tone: 'error',
          after: () => firstHighlighted()?.focus(),
        })
      }
      default:
        return onPopup({ title: 'Error', lines: [failure.message], tone: 'error' })
    }
  }

  const paymentHost: PaymentHost = {
    prepare,
    onPaid: makeOrder,
    onError: (title, message, failure) =>
      failure
        ? showFailure(failure.status, failure.body, message)
        : onPopup({ title, lines: [message || UNKNOWN_ERROR], tone: 'error' }),
    creating,
  }

  const placeOrder = async () => {
    const prepared = await prepare('manual')
    if (prepared) await makeOrder(prepared, null)
  }

  return { addressArea, paymentMethod, setPaymentMethod, paymentOff, creating, paymentHost, placeOrder }
}

/** checkout.md section 9: the affiliate call waits at most 5 s, then the shopper goes on to the thanks page. */
const AFFILIATE_TIMEOUT_MS = 5000

/**
 * checkout.md section 4: on success the order is attached to the affiliate of the shopper's `ref` cookie (the server
 * does nothing when there is none or the order is attributed already), then the thanks page shows. Never blocks it.
 */
async function attachAffiliate(orderId: string, token: string): Promise<void> {
  await Promise.race([
    callApi(`/api/orders/${encodeURIComponent(orderId)}/attach-affiliate`, 'POST', { token }).catch(() => null),
    new Promise((resolve) => setTimeout(resolve, AFFILIATE_TIMEOUT_MS)),
  ])
}
