import { statusLabel } from './statuses'

/**
 * Moving an order product past new needs a paid order (issue 50 item 8: a bank-transfer order awaiting its payment
 * was shipped). Into the workshop (pending, processed) or out of the door (shipped, delivered) only when the payment
 * is recorded as paid; a cancel or staying put always. An administrator may move an unpaid order on anyway by giving
 * a reason, which the status history keeps with who gave it. Enforced by the orders' beforeChange hook
 * (src/plugins/orders/hooks.ts) for REST, GraphQL and the admin alike.
 */
const NEEDS_PAYMENT: ReadonlySet<string> = new Set(['pending', 'processed', 'shipped', 'delivered'])

export const OVERRIDE_REASON_MAX = 500
export const OVERRIDE_ADMINS_ONLY = 'Only an administrator can move an unpaid order on.'

export const needsPayment = (from: string, to: string): boolean => from !== to && NEEDS_PAYMENT.has(to)

export interface Move {
  name: string
  from: string
  to: string
}

export type UnpaidMoveVerdict =
  | {
      ok: true /** The trimmed reason when an administrator's override let an unpaid move through. */
      override: string | null
    }
  | { ok: false; status: 400 | 403; message: string }

export function unpaidMoveVerdict(input: {
  number: string
  paymentStatus: string
  moves: readonly Move[]
  /** What the editor gave as the override's reason, if anything. */
  reason: string | null | undefined
  byAdmin: boolean
}): UnpaidMoveVerdict {
  const gated = input.moves.find((m) => needsPayment(m.from, m.to))
  if (!gated || input.paymentStatus === 'paid') return { ok: true, override: null }
  const reason = typeof input.reason === 'string' ? input.reason.trim() : ''
  if (reason && !input.byAdmin) return { ok: false, status: 403, message: OVERRIDE_ADMINS_ONLY }
  if (reason.length > OVERRIDE_REASON_MAX)
    return {
      ok: false,
      status: 400,
      message: `Keep the reason for moving an unpaid order on to ${OVERRIDE_REASON_MAX} characters.`,
    }
  if (reason) return { ok: true, override: reason }
  return {
    ok: false,
    status: 400,
    message:
      `Order ${input.number} is not paid (payment ${statusLabel(input.paymentStatus)}): "${gated.name}" cannot go ` +
      `to ${statusLabel(gated.to)} until the payment is recorded as paid. An administrator may move it on anyway by ` +
      'giving a reason.',
  }
}

/** The status history's note on each change an override let through. */
export const overrideNote = (paymentStatus: string, reason: string): string =>
  `Moved on unpaid (payment ${statusLabel(paymentStatus)}) by an administrator: ${reason}`
