'use client'

import type { Stripe } from '@stripe/stripe-js'
import { forwardRef, useEffect, useId, useImperativeHandle, useState } from 'react'
import pay from '@/components/Checkout/payment/payment.module.css'
import { stripeFor } from '@/components/Checkout/payment/stripe-loader'
import { useCardElement } from '@/components/Checkout/payment/use-card-element'
import { Lock } from '@/components/icons'
import { Spinner } from '@/components/Spinner'
import { CARD_UNAVAILABLE, CARD_UNREADABLE } from '@/lib/returns/ui-text'
import styles from './returns.module.css'

/** What the return form asks of the card: a payment method to send, and the bank's check (3-D Secure) afterwards. */
export interface CardHandle {
  paymentMethod(email: string): Promise<{ id: string } | { error: string }>
  /** null when the bank confirmed, else the message to show. */
  handleAction(clientSecret: string): Promise<string | null>
}

/**
 * The card that pays for a return label: Stripe's card Element mounted as the checkout mounts it (the same stand-in
 * serves it in the end-to-end tests), with its loader and its messages. The server charges its own price.
 */
export const CardField = forwardRef<CardHandle, { publicKey: string | null }>(function CardField({ publicKey }, ref) {
  const [stripe, setStripe] = useState<Stripe | null>(null)
  const [unsupported, setUnsupported] = useState(false)
  const { mount, card, ready, cardError, setCardError } = useCardElement(stripe)
  const errorId = useId()

  useEffect(() => {
    if (!publicKey) return setUnsupported(true)
    let live = true
    void stripeFor(publicKey).then((loaded) => {
      if (!live) return
      if (loaded) setStripe(loaded)
      else setUnsupported(true)
    })
    return () => {
      live = false
    }
  }, [publicKey])

  useImperativeHandle(
    ref,
    () => ({
      async paymentMethod(email) {
        if (!stripe || !card.current) return { error: CARD_UNAVAILABLE }
        const made = await stripe.createPaymentMethod({ type: 'card', card: card.current, billing_details: { email } })
        if (made.error) {
          const message = made.error.message ?? CARD_UNREADABLE
          setCardError(message)
          return { error: message }
        }
        setCardError(null)
        return { id: made.paymentMethod.id }
      },
      async handleAction(clientSecret) {
        if (!stripe) return CARD_UNAVAILABLE
        const result = await stripe.handleCardAction(clientSecret)
        return result.error ? (result.error.message ?? CARD_UNREADABLE) : null
      },
    }),
    [stripe, card, setCardError],
  )

  if (unsupported) return <p className={pay.cardError}>{CARD_UNAVAILABLE}</p>
  return (
    <fieldset className={styles.section} aria-describedby={cardError ? errorId : undefined}>
      <legend className={styles.legend}>Pay for the label by card</legend>
      <div className={pay.cardBox} data-invalid={cardError ? true : undefined}>
        <div ref={mount} className={pay.cardMount} data-testid="card-element" />
        {!ready && (
          <div className={pay.cardLoader} role="status" data-testid="card-loader">
            <Spinner size={20} /> Loading the secure card form…
          </div>
        )}
      </div>
      {cardError && (
        <p id={errorId} className={pay.cardError} role="alert" data-testid="card-error">
          {cardError}
        </p>
      )}
      <p className={pay.secure}>
        <Lock aria-hidden="true" size={14} /> Processed securely by Stripe. Your card number never reaches our servers.
      </p>
    </fieldset>
  )
})
