'use client'

import { useEffect, useRef, useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import type { AddressRecord } from '@/components/account/addresses/types'
import { callApi } from '@/components/api/call'
import { useViewer } from '@/components/session'
import { addressFormValues, type FullAddressFormValues } from '@/lib/address'
import type { CheckoutFormValues } from '@/lib/checkout/page-rules'
import { emailProblem } from '@/lib/forms/email-rule'

/** checkout.md section 9: the e-mail check waits 700 ms after the last keystroke. */
const EMAIL_CHECK_MS = 700

/**
 * Who checks out. A signed-in customer: the form is prefilled from the profile and the primary address, the e-mail
 * locked. A guest: the e-mail is checked 700 ms after typing stops; `emailTaken` is the refusal when it belongs to an
 * account.
 */
export function useCustomer(form: UseFormReturn<CheckoutFormValues>, ready: boolean) {
  const { viewer, known } = useViewer()
  const { control, getValues, setValue } = form
  const [emailTaken, setEmailTaken] = useState<string | null>(null)

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

  return { viewer, emailTaken }
}
