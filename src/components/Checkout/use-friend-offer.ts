'use client'

import { useEffect, useRef } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { callApi } from '@/components/api/call'
import type { FriendOfferView } from '@/lib/affiliates/api'
import type { CheckoutFormValues } from '@/lib/checkout/page-rules'
import { emailProblem } from '@/lib/forms/email-rule'

/** As the e-mail check (checkout.md section 9): 700 ms after the last keystroke. */
const OFFER_CHECK_MS = 700

/**
 * A shopper who arrived through a friend's link gets the friend's $10 (issue 31 item 4): once their e-mail is typed
 * (or prefilled) and no coupon is applied, the server is asked for their single-use code, which is then applied like
 * any coupon (its line reads "$10 off your first order, from Casey"). The `ref` cookie is httpOnly, so the page asks
 * every time; without a referral the answer is `{ offer: null }`. Asked once per e-mail.
 */
export function useFriendOffer(
  form: UseFormReturn<CheckoutFormValues>,
  ready: boolean,
  coupon: string | null,
  apply: (code: string) => Promise<string | null>,
) {
  const email = useWatch({ control: form.control, name: 'address.email' })
  const asked = useRef(new Set<string>())
  const applyRef = useRef(apply)
  applyRef.current = apply
  useEffect(() => {
    const typed = (email ?? '').trim().toLowerCase()
    if (!ready || coupon || emailProblem(typed) || asked.current.has(typed)) return
    let live = true
    const timer = setTimeout(async () => {
      asked.current.add(typed)
      const result = await callApi<FriendOfferView>('/api/affiliates/friend-offer', 'POST', { email: typed })
      if (live && result.ok && result.value.offer) await applyRef.current(result.value.offer.code)
    }, OFFER_CHECK_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [email, ready, coupon])
}
