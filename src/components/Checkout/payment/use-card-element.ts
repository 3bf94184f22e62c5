'use client'

import type { Stripe, StripeCardElement } from '@stripe/stripe-js'
import { useEffect, useRef, useState } from 'react'

/** The card field's look, in the store's type and colours (Stripe styles inside its own frame). */
export const CARD_STYLE = {
  base: {
    fontSize: '16px',
    color: '#14161c',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    '::placeholder': { color: '#5d6573' },
  },
  invalid: { color: '#b91c1c', iconColor: '#b91c1c' },
}

/**
 * Stripe's card Element (with its postal code), mounted in `mount` once Stripe.js is loaded and destroyed with the
 * component: whether it is ready, its current message, and the element to make a payment method from. The checkout's
 * card and the return label's card share it.
 */
export function useCardElement(stripe: Stripe | null) {
  const [ready, setReady] = useState(false)
  const [cardError, setCardError] = useState<string | null>(null)
  const mount = useRef<HTMLDivElement>(null)
  const card = useRef<StripeCardElement | null>(null)

  useEffect(() => {
    if (!stripe || !mount.current) return
    const element = stripe.elements({ locale: 'en' }).create('card', { style: CARD_STYLE, hidePostalCode: false })
    element.on('ready', () => setReady(true))
    element.on('change', (event) => setCardError(event.error?.message ?? null))
    element.mount(mount.current)
    card.current = element
    return () => {
      card.current = null
      element.destroy()
    }
  }, [stripe])

  return { mount, card, ready, cardError, setCardError }
}
