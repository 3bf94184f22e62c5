/**
 * A return's states (account.md section 4 "Returns (RMA)"; issue 30 item 5). Pure: the returns plugin's operations
 * and its admin hook enforce them, the account pages read them.
 *
 * label_payment_pending → return_label_issued → being_returned → return_received → refunded, or rejected after it
 * arrived; an own-send return starts at being_returned. A customer cancels only in being_returned or
 * return_label_issued; a return whose label payment failed is canceled by the store.
 */
export const RETURN_STATUSES = [
  'label_payment_pending',
  'return_label_issued',
  'being_returned',
  'return_received',
  'refunded',
  'rejected',
  'canceled',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

/** Where staff may move a return in the admin. Receiving and refunding have their own steps (units, the bill). */
export const RETURN_MOVES: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  label_payment_pending: [],
  return_label_issued: ['being_returned', 'return_received', 'canceled'],
  being_returned: ['return_received', 'canceled'],
  return_received: ['refunded', 'rejected'],
  refunded: [],
  rejected: [],
  canceled: [],
}

export const canMoveReturn = (from: ReturnStatus, to: ReturnStatus): boolean =>
  from === to || RETURN_MOVES[from].includes(to)

/** account.md section 4: "An RMA can be cancelled only in status being_returned or return_label_issued." */
export const CANCELABLE_RETURN_STATUSES: readonly ReturnStatus[] = ['being_returned', 'return_label_issued']
export const canCancelReturn = (status: ReturnStatus): boolean => CANCELABLE_RETURN_STATUSES.includes(status)

export const RETURN_CANCEL_REFUSED = 'This return can no longer be canceled: it has reached our workshop.'
export const RETURN_CANCEL_PAYING =
  'This return is waiting for its label payment: finish the payment, or the return is canceled by itself within 30 minutes.'

/** Why the customer's cancel is refused in this state: the workshop has it, it is already over, or it is being paid. */
export function returnCancelRefusal(status: string): string {
  if (status === 'label_payment_pending') return RETURN_CANCEL_PAYING
  if (status === 'canceled') return 'This return is already canceled.'
  return RETURN_CANCEL_REFUSED
}

/** account.md section 4: the RMA status is upper-cased (with spaces for underscores). */
export const returnStatusText = (status: string): string => status.replace(/_/g, ' ').toUpperCase()

/**
 * The order product's status while this return is its active one (the first that is not canceled): the return's own
 * status where the order product has one; a label still being paid for leaves it delivered, and a rejected return
 * (the item goes back to the customer) makes it delivered again.
 */
export function orderProductStatusOf(active: ReturnStatus | null): string {
  switch (active) {
    case 'return_label_issued':
    case 'being_returned':
    case 'return_received':
    case 'refunded':
      return active
    default:
      return 'delivered'
  }
}

/**
 * The active return of an order product: the first that is not canceled (account.md section 4), its returns listed
 * newest first as the account lists them, so a second return of the remaining units is the one the status follows
 * (docs/decisions.md "Returns").
 */
export function activeReturn<R extends { status: string; createdAt: string }>(returns: readonly R[]): R | null {
  return (
    [...returns].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).find((r) => r.status !== 'canceled') ?? null
  )
}

/** The customer's messages for the steps (account.md section 8). */
export const RETURN_CANCEL_CONFIRM = {
  text: 'This will cancel you RMA',
  confirm: 'Yes. Cancel RMA',
  dismiss: 'No. Proceed with my return',
  done: 'Your Return Has Been Canceled',
} as const

export const LABEL_BY_MAIL_TEXT =
  'Your prepaid shipping label will arrive by e-mail within 24 hours. Print it, attach it to the box and send it back.'
