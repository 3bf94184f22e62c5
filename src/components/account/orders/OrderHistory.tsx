'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { callAccount } from '@/components/account/api'
import { FormAlert } from '@/components/forms/FormAlert'
import { ConfirmModal } from '@/components/modal/ConfirmModal'
import { showToast } from '@/components/toast/show'
import { addLine, type BasketLine, MAX_LINE_QUANTITY } from '@/lib/basket/basket'
import { readBasket, writeBasket } from '@/lib/basket/storage'
import { EMPTY_ORDERS, ORDERS_API } from '@/lib/orders/account-api'
import type { AccountOrder, AccountOrderProduct } from '@/lib/orders/account-view'
import type { OrderList } from '@/lib/routes/account'
import { EmptyList, ListSkeleton, Pager } from './ListParts'
import { OrderCard } from './OrderCard'
import styles from './orders.module.css'

export const PAGE_SIZE = 10
const STORE_PATH = '/store'

interface Page {
  total: number
  data: { data: AccountOrder[] }
}

/** 'Buy It Again': the canceled item's line back in the basket, as it was bought (the checkout prices it again). */
function buyAgainLine(product: AccountOrderProduct): BasketLine | null {
  const item = product.buyAgain
  if (!item?.id) return null
  return {
    id: item.type === 'product' ? Number(item.id) : item.id,
    type: item.type,
    prototypeId: null,
    quantity: Math.min(item.quantity, MAX_LINE_QUANTITY),
    addedAt: new Date().toISOString(),
    newId: null,
    name: item.name,
    image: item.image,
    url: item.url,
    unitPrice: Math.round(item.unitPrice),
    configKey: null,
    services: [],
  }
}

/**
 * Purchase History, Cancelled Orders and Returns (account.md sections 2–4): the customer's orders newest first, ten a
 * page (GET /api/account/orders/{status}), with cancel (confirmed, then DELETE /api/account/orders/{id}) and 'Buy It
 * Again'. The page is the same for everybody; the orders come from the API once a customer is known.
 */
export function OrderHistory({ status, cartPath }: { status: OrderList; cartPath: string }) {
  const router = useRouter()
  const [page, setPage] = useState(0)
  const [result, setResult] = useState<Page | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<AccountOrder | null>(null)
  const [busy, setBusy] = useState<number | null>(null)

  const load = useCallback(async () => {
    const answer = await callAccount<Page>(ORDERS_API.list(status, PAGE_SIZE, page * PAGE_SIZE))
    if (!answer.ok) return setFailure(answer.message)
    setFailure(null)
    setResult(answer.value)
  }, [status, page])

  useEffect(() => {
    void load()
  }, [load])

  const cancel = async (order: AccountOrder) => {
    setBusy(order.id)
    const answer = await callAccount<{ order: AccountOrder }>(ORDERS_API.cancel(order.id), 'DELETE')
    setBusy(null)
    if (!answer.ok) return setFailure(answer.message)
    const refunded = answer.value.order.refundTotal
    showToast(
      refunded > 0
        ? `Order ${order.number} is canceled. We are refunding $${(refunded / 100).toFixed(2)}.`
        : `Order ${order.number} is canceled.`,
      'success',
    )
    await load()
  }

  const buyAgain = (product: AccountOrderProduct) => {
    const line = buyAgainLine(product)
    if (!line) return setFailure('This item can no longer be bought again.')
    const outcome = addLine(readBasket(), line)
    if (outcome.added > 0) writeBasket(outcome.basket)
    router.push(cartPath)
  }

  if (!result)
    return failure ? <FormAlert tone="error" message={failure} /> : <ListSkeleton label="Loading your orders" />

  const orders = result.data.data
  const pages = Math.max(1, Math.ceil(result.total / PAGE_SIZE))
  return (
    <div className={styles.history}>
      <FormAlert tone="error" message={failure} />
      {orders.length === 0 ? (
        <EmptyList {...EMPTY_ORDERS[status]}>
          {status === 'all' && (
            <Link href={STORE_PATH} className="button button-primary">
              Browse the store
            </Link>
          )}
        </EmptyList>
      ) : (
        <>
          <p className={styles.muted}>
            {result.total} {result.total === 1 ? 'order' : 'orders'}
          </p>
          {orders.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              busy={busy === order.id}
              onCancel={setConfirming}
              onBuyAgain={buyAgain}
            />
          ))}
          <Pager page={page} pages={pages} label="Order pages" onPage={setPage} />
        </>
      )}
      {confirming && (
        <ConfirmModal
          title="Cancel order"
          message={`Cancel order ${confirming.number}? Nothing of it will be built, and what you paid goes back the way you paid.`}
          yes={busy === confirming.id ? 'Cancelling…' : 'Yes, Cancel Order'}
          no="No, Keep It"
          busy={busy === confirming.id}
          onAnswer={async (yes) => {
            if (yes) await cancel(confirming)
            setConfirming(null)
          }}
        />
      )}
    </div>
  )
}
