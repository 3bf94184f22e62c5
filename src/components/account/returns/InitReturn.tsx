'use client'

import clsx from 'clsx'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import account from '@/components/account/account.module.css'
import { callAccount } from '@/components/account/api'
import { ListSkeleton } from '@/components/account/orders/ListParts'
import orders from '@/components/account/orders/orders.module.css'
import { callApi } from '@/components/api/call'
import { FormAlert } from '@/components/forms/FormAlert'
import { type Country, type CountryState, findState } from '@/lib/address'
import { instantLabel } from '@/lib/orders/order-dates'
import { RETURNS_API, type ReturnOptions } from '@/lib/returns/api'
import { ACCOUNT_ORDERS_PATH } from '@/lib/routes/account'
import { ReturnForm } from './ReturnForm'
import { ReturnItem } from './ReturnItem'
import styles from './returns.module.css'

interface Loaded {
  options: ReturnOptions
  states: CountryState[]
}

/** The US states for the address selector, and the order's state as the selector names it (its abbreviation). */
async function usStates(options: ReturnOptions): Promise<Loaded> {
  const answer = await callApi<{ countries: Country[] }>('/api/order/countries-list')
  const us = answer.ok ? answer.value.countries.find((c) => c.code === 'US') : undefined
  const state = us ? findState(us, options.address.state)?.abbreviation : undefined
  return {
    options: state ? { ...options, address: { ...options.address, state } } : options,
    states: us?.states ?? [],
  }
}

/**
 * Start a return (account.md section 2 `/account/init-return/{orderProductId}`): what the item's return may be
 * (GET /api/return-options/{id}), then the form, or why it cannot come back. An order product that cannot be loaded
 * sends the customer to the orders list (section 8).
 */
export function InitReturn({ id }: { id: string }) {
  const router = useRouter()
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    void (async () => {
      const answer = await callAccount<ReturnOptions>(RETURNS_API.options(id))
      if (!live) return
      if (!answer.ok) {
        if (answer.status === 404) return router.replace(ACCOUNT_ORDERS_PATH)
        return setFailure(answer.message)
      }
      const withStates = await usStates(answer.value)
      if (live) setLoaded(withStates)
    })()
    return () => {
      live = false
    }
  }, [id, router])

  if (failure) return <FormAlert tone="error" message={failure} />
  if (!loaded) return <ListSkeleton label="Loading the return form" />

  const { options, states } = loaded
  const item = options.orderProduct
  return (
    <div className={styles.stack}>
      <section className={account.card} aria-label="Item to return">
        <ReturnItem product={item}>
          {item.deliveredAt && <p className={orders.muted}>Delivered {instantLabel(item.deliveredAt)}</p>}
        </ReturnItem>
      </section>
      {options.problem ? (
        <div className={clsx(account.card, styles.stack)}>
          <FormAlert tone="error" message={options.problem} />
          <Link href={ACCOUNT_ORDERS_PATH} className="button button-secondary">
            Back to Purchase History
          </Link>
        </div>
      ) : (
        <ReturnForm options={options} states={states} />
      )}
    </div>
  )
}
