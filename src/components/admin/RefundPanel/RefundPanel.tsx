'use client'

import { Button, FieldLabel, useAuth, useConfig, useDocumentInfo } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useCallback, useEffect, useState } from 'react'
import { formatUSD } from '@/lib/money'
import { refundAmountOf } from '@/lib/payments/refunds'
import type { RefundSummary } from '@/plugins/orders'
import styles from './RefundPanel.module.css'

type Answer = { message?: string; errors?: Record<string, string[]> | Array<{ message?: string }> }
type Step = { kind: 'form' } | { kind: 'confirm'; cents: number } | { kind: 'busy' }

const messageOf = (status: number, answer: Answer | undefined): string => {
  if (status === 401 || status === 403)
    return 'Only administrators can refund. If you are one, your session may have ended: log in again.'
  const detail = answer?.message
  return detail ? `${detail} (HTTP ${status})` : `The server answered HTTP ${status}. Try again.`
}

/**
 * "Refund" on the order's edit view (issue 27 item 11): what was paid, refunded and what remains (GET
 * /api/payments/refund), and a refund of an amount (default: what remains) with a reason, confirmed before it goes
 * to POST /api/payments/refund (the refund operation: the provider, the records, the order's status).
 */
export const RefundPanel: UIFieldClientComponent = ({ path }) => {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { config } = useConfig()
  const api = `${config.serverURL ?? ''}${config.routes.api}/payments/refund`
  const admin = (user as { role?: string } | null)?.role === 'admin'
  const [summary, setSummary] = useState<RefundSummary | null>(null)
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'form' })
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  const load = useCallback(async () => {
    if (id === undefined || !admin) return
    try {
      const response = await fetch(`${api}?order=${encodeURIComponent(String(id))}`, { credentials: 'include' })
      const answer = (await response.json().catch(() => undefined)) as (RefundSummary & Answer) | undefined
      if (!response.ok || !answer) return setError(messageOf(response.status, answer))
      setSummary(answer)
      setAmount(answer.remaining > 0 ? (answer.remaining / 100).toFixed(2) : '')
    } catch (e) {
      setError(`Could not reach the server (${e instanceof Error ? e.message : String(e)}).`)
    }
  }, [api, id, admin])

  useEffect(() => {
    void load()
  }, [load])

  if (id === undefined) return null
  if (!admin)
    return (
      <div className={`field-type ${styles.root}`} data-testid="refund-panel">
        <FieldLabel as="span" label="Refund" path={path} />
        <p className={styles.muted}>Only administrators can refund an order.</p>
      </div>
    )

  const review = () => {
    setError(null)
    setDone(null)
    if (!summary) return
    const parsed = refundAmountOf(amount, summary.remaining)
    if ('problem' in parsed) return setError(parsed.problem)
    if (reason.trim() === '') return setError('Give a reason: the customer and the records see it.')
    setStep({ kind: 'confirm', cents: parsed.cents })
  }

  const refund = async (cents: number) => {
    setStep({ kind: 'busy' })
    try {
      const response = await fetch(api, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ order: Number(id), amount: cents, reason: reason.trim() }),
      })
      const answer = (await response.json().catch(() => undefined)) as
        | (Answer & { refunded?: number; remaining?: number; status?: string })
        | undefined
      if (!response.ok) setError(messageOf(response.status, answer))
      else {
        setDone(
          `Refunded ${formatUSD(answer?.refunded ?? cents)}${answer?.status === 'pending' ? ' (owed by bank transfer)' : ''}.`,
        )
        setReason('')
      }
    } catch (e) {
      setError(`Could not reach the server (${e instanceof Error ? e.message : String(e)}).`)
    }
    setStep({ kind: 'form' })
    await load()
  }

  const busy = step.kind === 'busy'
  const nothingLeft = summary !== null && summary.remaining <= 0

  return (
    <div className={`field-type ${styles.root}`} data-testid="refund-panel">
      <FieldLabel as="span" label="Refund" path={path} />
      {summary ? (
        <dl className={styles.figures}>
          <div>
            <dt>Paid</dt>
            <dd data-testid="refund-paid">{formatUSD(summary.paid)}</dd>
          </div>
          <div>
            <dt>Refunded</dt>
            <dd data-testid="refund-refunded">{formatUSD(summary.refunded)}</dd>
          </div>
          <div>
            <dt>Remains</dt>
            <dd data-testid="refund-remaining">{formatUSD(summary.remaining)}</dd>
          </div>
        </dl>
      ) : (
        !error && <p className={styles.muted}>Loading payments…</p>
      )}
      {summary && summary.refunds.length > 0 && (
        <ul className={styles.history} aria-label="Refunds">
          {summary.refunds.map((r) => (
            <li key={`${r.at}-${r.amount}`}>
              {formatUSD(r.amount)} · {r.status}
              {r.reason ? ` · ${r.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
      {summary && summary.paid === 0 && <p className={styles.muted}>Nothing was paid for this order yet.</p>}
      {summary && !nothingLeft && step.kind !== 'confirm' && (
        <div className={styles.form}>
          <label className={styles.field}>
            <span>Amount (USD)</span>
            <input
              inputMode="decimal"
              value={amount}
              disabled={busy}
              onChange={(e) => setAmount(e.target.value)}
              name="refund-amount"
            />
          </label>
          <label className={styles.field}>
            <span>Reason</span>
            <textarea
              value={reason}
              disabled={busy}
              maxLength={500}
              rows={2}
              onChange={(e) => setReason(e.target.value)}
              name="refund-reason"
            />
          </label>
          <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={review} size="medium" type="button">
            {busy ? 'Refunding…' : 'Refund…'}
          </Button>
        </div>
      )}
      {step.kind === 'confirm' && summary && (
        <div className={styles.confirm} role="alertdialog" aria-label="Confirm the refund">
          <p>
            Refund <strong>{formatUSD(step.cents)}</strong> of order {summary.number} to the customer? This cannot be
            undone; {formatUSD(summary.remaining - step.cents)} will remain.
          </p>
          <div className={styles.actions}>
            <Button buttonStyle="secondary" margin={false} onClick={() => setStep({ kind: 'form' })} type="button">
              Cancel
            </Button>
            <Button buttonStyle="primary" margin={false} onClick={() => void refund(step.cents)} type="button">
              Refund {formatUSD(step.cents)}
            </Button>
          </div>
        </div>
      )}
      <div aria-live="polite" role="status">
        {done && <p className={styles.ok}>{done}</p>}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
