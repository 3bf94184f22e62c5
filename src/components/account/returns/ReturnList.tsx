'use client'

import { useEffect, useState } from 'react'
import { callAccount } from '@/components/account/api'
import { EmptyList, ListSkeleton, Pager } from '@/components/account/orders/ListParts'
import orders from '@/components/account/orders/orders.module.css'
import { FormAlert } from '@/components/forms/FormAlert'
import { EMPTY_ORDERS } from '@/lib/orders/account-api'
import { type AccountReturn, RETURNS_API, RETURNS_PAGE_SIZE } from '@/lib/returns/api'
import { ReturnCard } from './ReturnCard'
import styles from './returns.module.css'

interface Page {
  total: number
  data: AccountReturn[]
}

/**
 * The Returns tab (account.md section 2: /account/orders/returns and /account/returns): the customer's returns newest
 * first, ten a page (GET /api/returns), each linking to its summary.
 */
export function ReturnList() {
  const [page, setPage] = useState(0)
  const [result, setResult] = useState<Page | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    void callAccount<Page>(RETURNS_API.list(RETURNS_PAGE_SIZE, page * RETURNS_PAGE_SIZE)).then((answer) => {
      if (!live) return
      if (!answer.ok) return setFailure(answer.message)
      setFailure(null)
      setResult(answer.value)
    })
    return () => {
      live = false
    }
  }, [page])

  if (!result)
    return failure ? <FormAlert tone="error" message={failure} /> : <ListSkeleton label="Loading your returns" />

  const pages = Math.max(1, Math.ceil(result.total / RETURNS_PAGE_SIZE))
  return (
    <div className={orders.history}>
      <FormAlert tone="error" message={failure} />
      {result.data.length === 0 ? (
        <EmptyList {...EMPTY_ORDERS.returns} />
      ) : (
        <>
          <p className={orders.muted}>
            {result.total} {result.total === 1 ? 'return' : 'returns'}
          </p>
          <ul className={styles.list} aria-label="Your returns">
            {result.data.map((rma) => (
              <ReturnCard key={rma.id} rma={rma} />
            ))}
          </ul>
          <Pager page={page} pages={pages} label="Return pages" onPage={setPage} />
        </>
      )}
    </div>
  )
}
