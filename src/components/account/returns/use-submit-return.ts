'use client'

import { useRouter } from 'next/navigation'
import { type RefObject, useRef, useState } from 'react'
import { callAccount } from '@/components/account/api'
import { type CreateReturnReply, RETURNS_API } from '@/lib/returns/api'
import {
  createReturnBody,
  newAttempt,
  type ReturnFormCheck,
  type ReturnFormValues,
  serverFieldErrors,
} from '@/lib/returns/form'
import { CARD_UNAVAILABLE } from '@/lib/returns/ui-text'
import { returnPath } from '@/lib/routes/account'
import type { CardHandle } from './CardField'

/** What a failed submission leaves on the form: field messages and the alert's message. */
export type SubmitFailure = ReturnFormCheck

/**
 * Sends the return (account.md section 4: "pay first if a label with shipping cost is chosen"): the card's payment
 * method when the label costs something, POST /api/create-rma with this submission's key, the bank's check when the
 * card needs it and then POST /api/create-rma/{id}/pay, and on to the summary. A lost answer is sent again with the
 * same key (the server gives the same return, never a second charge); any other answer ends the key.
 */
export function useSubmitReturn(orderProductId: string, card: RefObject<CardHandle | null>) {
  const router = useRouter()
  const attempt = useRef<string | null>(null)
  const sending = useRef(false)
  const [busy, setBusy] = useState(false)

  const send = async (values: ReturnFormValues, price: number): Promise<SubmitFailure | null> => {
    let token: string | null = null
    if (price > 0) {
      const made = card.current ? await card.current.paymentMethod(values.email.trim()) : { error: CARD_UNAVAILABLE }
      if ('error' in made) return { errors: {}, message: made.error }
      token = made.id
    }
    attempt.current ??= newAttempt()
    const body = createReturnBody(values, orderProductId, attempt.current, token)
    const created = await callAccount<CreateReturnReply>(RETURNS_API.create, 'POST', body)
    if (!created.ok) {
      if (created.status !== 0) attempt.current = null
      return { errors: serverFieldErrors(created.errors), message: created.message }
    }
    attempt.current = null
    let reply = created.value
    if (reply.requiresAction && reply.clientSecret) {
      const refused = card.current ? await card.current.handleAction(reply.clientSecret) : CARD_UNAVAILABLE
      if (refused) return { errors: {}, message: refused }
      const paid = await callAccount<CreateReturnReply>(RETURNS_API.pay(reply.rma.id), 'POST', {})
      if (!paid.ok) return { errors: {}, message: paid.message }
      reply = paid.value
    }
    router.push(returnPath(reply.rma.id))
    return null
  }

  const paypalReturn = useRef<number | null>(null)

  /**
   * PayPal (its button's createOrder): records the return with this submission's key and answers its PayPal order.
   * Pressing the button again after closing PayPal's window sends the same key: the same return and the same order.
   */
  const openPayPal = async (values: ReturnFormValues): Promise<{ orderId: string } | SubmitFailure> => {
    attempt.current ??= newAttempt()
    const body = createReturnBody(values, orderProductId, attempt.current, null, 'paypal')
    const created = await callAccount<CreateReturnReply>(RETURNS_API.create, 'POST', body)
    if (!created.ok) {
      if (created.status !== 0) attempt.current = null
      return { errors: serverFieldErrors(created.errors), message: created.message }
    }
    paypalReturn.current = created.value.rma.id
    if (created.value.paypalOrderId) return { orderId: created.value.paypalOrderId }
    router.push(returnPath(created.value.rma.id))
    return { errors: {}, message: null }
  }

  /** PayPal approved the order: the server captures it and issues the label; on to the summary. */
  const finishPayPal = async (): Promise<SubmitFailure | null> => {
    const id = paypalReturn.current
    if (id === null) return null
    setBusy(true)
    const paid = await callAccount<CreateReturnReply>(RETURNS_API.pay(id), 'POST', {})
    attempt.current = null
    if (!paid.ok) {
      setBusy(false)
      return { errors: {}, message: paid.message }
    }
    router.push(returnPath(id))
    return null
  }

  /** Sends once at a time (a double click waits for the first); the button stays busy on the way to the summary. */
  const submit = async (values: ReturnFormValues, price: number): Promise<SubmitFailure | null> => {
    if (sending.current) return null
    sending.current = true
    setBusy(true)
    try {
      const failure = await send(values, price)
      if (failure) setBusy(false)
      return failure
    } finally {
      sending.current = false
    }
  }

  return { submit, busy, openPayPal, finishPayPal }
}
