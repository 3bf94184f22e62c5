'use client'

import type { StripeElements, StripeExpressCheckoutElement } from '@stripe/stripe-js'
import { useEffect, useRef, useState } from 'react'
import styles from './payment.module.css'
import { payOnServer, STRIPE_ERROR_TITLE } from './stripe-flow'
import { stripeFor } from './stripe-loader'
import type { PaymentHost, PreparedCheckout } from './types'
import { logPaymentError } from './types'

/** checkout.md section 9: the wallet button renders after 1000 ms. */
export const WALLET_DELAY_MS = 1000

interface Props {
  publicKey: string
  amount: number
  host: PaymentHost
}

/**
 * Apple Pay or Google Pay through Stripe's Express Checkout Element (checkout.md sections 2 and 4), rendered after
 * 1 s and hidden when this browser has no wallet. Its click checks the checkout form first; its confirm makes the
 * payment method and pays like the card (the wallet sheet completes as failed on any error, which is logged).
 */
export function WalletButton({ publicKey, amount, host }: Props) {
  const [available, setAvailable] = useState(false)
  const mount = useRef<HTMLDivElement>(null)
  const elements = useRef<StripeElements | null>(null)
  const latest = useRef({ amount, host })
  latest.current = { amount, host }

  useEffect(() => {
    let element: StripeExpressCheckoutElement | null = null
    let live = true
    const timer = setTimeout(async () => {
      const stripe = await stripeFor(publicKey)
      if (!live || !stripe || !mount.current) return
      const group = stripe.elements({
        mode: 'payment',
        amount: latest.current.amount,
        currency: 'usd',
        paymentMethodCreation: 'manual',
        locale: 'en',
      })
      elements.current = group
      element = group.create('expressCheckout', {
        paymentMethods: { applePay: 'auto', googlePay: 'auto', link: 'never', paypal: 'never', amazonPay: 'never' },
        buttonHeight: 48,
      })
      let prepared: PreparedCheckout | null = null
      element.on('ready', (event) => {
        const methods = event.availablePaymentMethods as Record<string, boolean> | undefined
        setAvailable(Boolean(methods && Object.values(methods).some(Boolean)))
      })
      element.on('click', async (event) => {
        prepared = await latest.current.host.prepare('card')
        if (prepared) event.resolve()
      })
      element.on('confirm', async (event) => {
        const { host } = latest.current
        const fail = (message: string, failure?: { status: number; body: unknown }) => {
          event.paymentFailed({ reason: 'fail' })
          logPaymentError(`Wallet payment failed: ${message}`, { type: event.expressPaymentType })
          host.onError(failure ? 'Error' : STRIPE_ERROR_TITLE, message, failure)
        }
        if (!prepared) return fail('The checkout form is not complete.')
        const submitted = await group.submit()
        if (submitted.error) return fail(submitted.error.message ?? 'The wallet could not be used.')
        const made = await stripe.createPaymentMethod({ elements: group })
        if (made.error) return fail(made.error.message ?? 'The wallet could not be used.')
        const outcome = await payOnServer(stripe, prepared, 'wallet', made.paymentMethod.id)
        if (!outcome.ok) return fail(outcome.message, outcome.failure)
        await host.onPaid(prepared, { paymentIntentId: outcome.paymentIntentId })
      })
      element.on('loaderror', (event) => logPaymentError('Wallet button failed to load', { error: event.error }))
      element.mount(mount.current)
    }, WALLET_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
      element?.destroy()
      elements.current = null
    }
  }, [publicKey])

  // The sheet shows the current total.
  useEffect(() => {
    elements.current?.update({ amount })
  }, [amount])

  return (
    <div className={styles.wallet} hidden={!available} data-testid="wallet">
      <div ref={mount} />
    </div>
  )
}
