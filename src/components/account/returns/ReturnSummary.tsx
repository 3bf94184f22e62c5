'use client'

import clsx from 'clsx'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import account from '@/components/account/account.module.css'
import { callAccount } from '@/components/account/api'
import { ListSkeleton } from '@/components/account/orders/ListParts'
import { FormAlert } from '@/components/forms/FormAlert'
import { ConfirmModal } from '@/components/modal/ConfirmModal'
import { showToast } from '@/components/toast/show'
import { type AccountReturn, RETURNS_API } from '@/lib/returns/api'
import { RETURN_CANCEL_CONFIRM } from '@/lib/returns/states'
import { RETURN_CANCEL_TITLE } from '@/lib/returns/ui-text'
import { ACCOUNT_ORDERS_PATH } from '@/lib/routes/account'
import { RefundBillCard } from './RefundBillCard'
import { ReturnItem } from './ReturnItem'
import { ReturnFacts, ReturnHeader } from './ReturnParts'
import { ReturnWayCard } from './ReturnWayCard'
import styles from './returns.module.css'

/**
 * A return's summary (account.md section 2 `/account/return/{rmaId}`, GET /api/rma/{id}): its status and what it
 * means now (one text per state, `rma.stage`), its details, how it comes back (USPS label, FedEx label or own-send),
 * the refund bill (expected once received, as made once refunded), and Cancel while it may be canceled (section 8's
 * confirmation). A return that cannot be loaded sends the customer to the orders list.
 */
export function ReturnSummary({ id }: { id: string }) {
  const router = useRouter()
  const [rma, setRma] = useState<AccountReturn | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [canceling, setCanceling] = useState(false)

  const load = useCallback(async () => {
    if (!/^\d{1,10}$/.test(id)) return router.replace(ACCOUNT_ORDERS_PATH)
    const answer = await callAccount<{ rma: AccountReturn }>(RETURNS_API.read(Number(id)))
    if (answer.ok) return setRma(answer.value.rma)
    if (answer.status === 404) return router.replace(ACCOUNT_ORDERS_PATH)
    setFailure(answer.message)
  }, [id, router])

  useEffect(() => {
    void load()
  }, [load])

  const cancel = async (current: AccountReturn) => {
    setCanceling(true)
    const answer = await callAccount<{ rma: AccountReturn }>(RETURNS_API.cancel(current.id), 'DELETE')
    setCanceling(false)
    setConfirming(false)
    if (!answer.ok) return setFailure(answer.message)
    setFailure(null)
    setRma(answer.value.rma)
    showToast(RETURN_CANCEL_CONFIRM.done, 'success')
    router.refresh()
  }

  if (!rma) return failure ? <FormAlert tone="error" message={failure} /> : <ListSkeleton label="Loading your return" />

  return (
    <div className={styles.stack}>
      <FormAlert tone="error" message={failure} />
      <section
        className={clsx(account.card, styles.stack)}
        aria-labelledby="rma-title"
        data-testid="return-summary"
        data-status={rma.status}
      >
        <ReturnHeader rma={rma} headingId="rma-title">
          {rma.cancelable && (
            <button
              type="button"
              className={clsx('button button-secondary', styles.headLink)}
              disabled={canceling}
              onClick={() => setConfirming(true)}
            >
              {RETURN_CANCEL_TITLE}
            </button>
          )}
        </ReturnHeader>
        {!rma.sendBy && (
          <div className={styles.stage} data-testid="return-stage" data-status={rma.status}>
            <h3 className={styles.stageTitle}>{rma.stage.title}</h3>
            <p>{rma.stage.text}</p>
          </div>
        )}
        <ReturnItem product={rma.orderProduct} />
        <ReturnFacts rma={rma}>
          <div>
            <dt>E-mail</dt>
            <dd>{rma.email}</dd>
          </div>
          <div className={styles.wide}>
            <dt>Comment</dt>
            <dd>{rma.description}</dd>
          </div>
        </ReturnFacts>
      </section>
      {rma.status !== 'canceled' && <ReturnWayCard rma={rma} />}
      {rma.refundBill && <RefundBillCard bill={rma.refundBill} expected={rma.refundBillExpected} />}
      {confirming && (
        <ConfirmModal
          title={RETURN_CANCEL_TITLE}
          message={RETURN_CANCEL_CONFIRM.text}
          yes={RETURN_CANCEL_CONFIRM.confirm}
          no={RETURN_CANCEL_CONFIRM.dismiss}
          busy={canceling}
          onAnswer={(yes) => (yes ? void cancel(rma) : setConfirming(false))}
        />
      )}
    </div>
  )
}
