'use client'

import { useEffect, useRef, useState } from 'react'
import { callApi } from '@/components/api/call'
import { Spinner } from '@/components/Spinner'
import type { PayPalOrderView } from '@/lib/payments/api'
import styles from './payment.module.css'
import { loadPayPal } from './paypal-loader'
import { logPaymentError, type PaymentHost, type PreparedCheckout } from './types'

interface Props {
  clientId: string
  host: PaymentHost
  disabled: boolean
  /** 'express': the button alone, in the express-pay row at the top (issue 27 item 10). */
  variant?: 'tab' | 'express'
}

/** What the shopper reads when PayPal cannot load or start a payment (issue 27 item 10). */
export const PAYPAL_UNAVAILABLE = 'PayPal is not available right now, please pay by card.'

/**
 * The PayPal tab (checkout.md sections 2, 4 and 8): PayPal's button, loaded with @paypal/paypal-js after 1 s and
 * retried every 2 s. Its createOrder checks the form and asks the server for the PayPal order (the server's amount);
 * on approval the order is made with paypal_id (the server captures and checks the capture first). PayPal errors are
 * logged, with no message to the shopper, as the spec says; a declined capture restarts PayPal's own flow.
 */
export function PayPalButton({ clientId, host, disabled, variant = 'tab' }: Props) {
  const mount = useRef<HTMLDivElement>(null)
  const latest = useRef(host)
  latest.current = host
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  // PayPal loaded but could not start a payment (its order call failed, or PayPal reported an error).
  const [startFailed, setStartFailed] = useState(false)
  // The page stopped this start itself (the form is incomplete, the checkout was refused) and says why.
  const stoppedByPage = useRef(false)

  useEffect(() => {
    let live = true
    let close: (() => Promise<void>) | null = null
    void (async () => {
      const paypal = await loadPayPal(clientId, () => live)
      if (!live) return
      if (!paypal?.Buttons || !mount.current) return setState('failed')
      let prepared: PreparedCheckout | null = null
      const buttons = paypal.Buttons({
        style: { layout: 'horizontal', color: 'gold', shape: 'rect', label: 'paypal', height: 48, tagline: false },
        onClick: () => {
          stoppedByPage.current = false
          setStartFailed(false)
        },
        createOrder: async () => {
          prepared = await latest.current.prepare('paypal')
          stoppedByPage.current = !prepared
          if (!prepared) throw new Error('The checkout form is not complete.')
          const result = await callApi<PayPalOrderView>('/api/checkout/paypal', 'POST', {
            ...prepared.body,
            amount: prepared.amount,
          })
          if (result.ok) return result.value.id
          // A refusal of the checkout itself (totals changed, stock gone) is the page's to show.
          if (result.status === 422) {
            stoppedByPage.current = true
            latest.current.onError('Error', result.message, { status: result.status, body: result.body })
          }
          throw new Error(result.message)
        },
        onApprove: async (data, actions) => {
          if (!prepared) return
          const declined = await latest.current.onPaid(prepared, { paypal_id: data.orderID })
          if (declined) {
            logPaymentError('PayPal capture declined', { order: data.orderID, message: declined.declined })
            await actions.restart?.()
          }
        },
        onError: (error) => {
          logPaymentError('PayPal error', { error: String(error) })
          // The form's own problems are shown by the page; anything else means PayPal could not start.
          if (!stoppedByPage.current) setStartFailed(true)
        },
      })
      await buttons.render(mount.current).catch((error: unknown) => {
        logPaymentError('PayPal button failed to render', { error: String(error) })
        setState('failed')
      })
      close = () => buttons.close()
      if (live) setState((s) => (s === 'failed' ? s : 'ready'))
    })()
    return () => {
      live = false
      void close?.().catch(() => undefined)
    }
  }, [clientId])

  return (
    <div className={styles.paypal} aria-disabled={disabled || host.creating || undefined}>
      {variant === 'tab' && (
        <p className={styles.paypalNote}>
          You will sign in to PayPal in a new window and return here when the payment is approved.
        </p>
      )}
      {state === 'loading' && (
        <div className={styles.cardLoader} role="status">
          <Spinner /> Loading PayPal…
        </div>
      )}
      {(state === 'failed' || startFailed) && (
        <p className={styles.cardError} role="alert" data-testid="paypal-unavailable">
          {PAYPAL_UNAVAILABLE}
        </p>
      )}
      <div
        ref={mount}
        className={styles.paypalMount}
        data-testid={variant === 'express' ? 'express-paypal' : 'paypal-button'}
        inert={disabled || host.creating}
        hidden={state === 'failed'}
      />
    </div>
  )
}
