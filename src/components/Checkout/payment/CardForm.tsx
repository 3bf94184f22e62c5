'use client'

import type { Stripe } from '@stripe/stripe-js'
import { useEffect, useRef, useState } from 'react'
import { Lock } from '@/components/icons'
import { Spinner } from '@/components/Spinner'
import { formatUSD } from '@/lib/money'
import styles from './payment.module.css'
import { payOnServer, STRIPE_ERROR_TITLE } from './stripe-flow'
import { stripeFor } from './stripe-loader'
import type { PaymentHost } from './types'
import { useCardElement } from './use-card-element'

/** checkout.md section 9: the card loader shows for up to 4 seconds. */
export const CARD_LOADER_MS = 4000

interface Props {
  publicKey: string
  amount: number
  host: PaymentHost
  /** Payment is not allowed now (the quote is updating, the reason shows above). */
  disabled: boolean
  /** Stripe.js never loaded: the card provider is unsupported in this browser. */
  onUnsupported: () => void
}

/**
 * The Credit Card tab (checkout.md sections 2 and 4): Stripe's card field (its loader for up to 4 s), and Pay. Paying
 * checks the form, makes a payment method in Stripe.js, and lets the server charge its own amount, with 3-D Secure
 * when the bank asks; any error aborts with the 'Stripe Payment Error' popup and the card field shows the text.
 */
export function CardForm({ publicKey, amount, host, disabled, onUnsupported }: Props) {
  const [stripe, setStripe] = useState<Stripe | null>(null)
  const [loaderShown, setLoaderShown] = useState(true)
  const [processing, setProcessing] = useState(false)
  const { mount, card, ready, cardError, setCardError } = useCardElement(stripe)
  const unsupported = useRef(onUnsupported)
  unsupported.current = onUnsupported

  useEffect(() => {
    let live = true
    void stripeFor(publicKey).then((loaded) => {
      if (!live) return
      if (loaded) setStripe(loaded)
      else unsupported.current()
    })
    const timer = setTimeout(() => setLoaderShown(false), CARD_LOADER_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [publicKey])

  // Set at the click itself: `processing` (a state) disables the button only after the next render, and checking the
  // form takes a moment: a double click would otherwise start a second payment.
  const paying = useRef(false)
  const pay = async () => {
    if (!stripe || !card.current || paying.current || host.creating) return
    paying.current = true
    setProcessing(true)
    try {
      const prepared = await host.prepare('card')
      if (!prepared) return
      const address = prepared.body.order.shipping.address as Record<string, string | undefined>
      const made = await stripe.createPaymentMethod({
        type: 'card',
        card: card.current,
        billing_details: {
          name: [address.first_name, address.last_name].filter(Boolean).join(' '),
          email: address.email,
          phone: address.phone,
        },
      })
      if (made.error) {
        const message = made.error.message ?? 'Your card could not be read.'
        setCardError(message)
        return host.onError(STRIPE_ERROR_TITLE, message)
      }
      const outcome = await payOnServer(stripe, prepared, 'card', made.paymentMethod.id)
      if (!outcome.ok) {
        if (!outcome.failure) setCardError(outcome.message)
        return host.onError(outcome.failure ? 'Error' : STRIPE_ERROR_TITLE, outcome.message, outcome.failure)
      }
      setCardError(null)
      await host.onPaid(prepared, { paymentIntentId: outcome.paymentIntentId })
    } finally {
      paying.current = false
      setProcessing(false)
    }
  }

  const busy = processing || host.creating
  return (
    <div className={styles.card}>
      <span className={styles.fieldLabel}>Card details</span>
      <div className={styles.cardBox} data-invalid={cardError ? true : undefined}>
        <div ref={mount} className={styles.cardMount} data-testid="card-element" />
        {!ready && (
          <div className={styles.cardLoader} role="status" data-testid="card-loader">
            {loaderShown ? (
              <>
                <Spinner /> Loading the secure card form…
              </>
            ) : (
              'The card form is taking longer than usual. Please wait or choose another method.'
            )}
          </div>
        )}
      </div>
      {cardError && (
        <p className={styles.cardError} role="alert" data-testid="card-error">
          {cardError}
        </p>
      )}
      <p className={styles.secure}>
        <Lock aria-hidden="true" size={14} /> Processed securely by Stripe. Your card number never reaches our servers.
      </p>
      <button
        type="button"
        className={styles.placeOrder}
        onClick={() => void pay()}
        disabled={!ready || busy || disabled}
        aria-busy={busy}
        data-testid="pay-card"
      >
        {busy && <Spinner tone="onAccent" />}
        {busy ? 'Processing…' : `Pay ${formatUSD(amount)}`}
      </button>
    </div>
  )
}
