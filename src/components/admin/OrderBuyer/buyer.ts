/**
 * Who bought an order, as staff read it in the admin: the shipping name and the order's e-mail, both on the order
 * itself. The `customer` relationship cannot say it to merchandisers (users' e-mails are admin-only, so Payload shows
 * 'Untitled – 12'), and every order gets one anyway (a guest's account is made after the order).
 */
export interface Buyer {
  /** 'Ada Lovelace'; empty when the order has no shipping name. */
  name: string
  /** The order's e-mail (the shipping e-mail when the order has none). */
  email: string
}

interface OrderLike {
  email?: unknown
  shipping?: { firstName?: unknown; lastName?: unknown; email?: unknown } | null
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

export function buyerOf(order: OrderLike | null | undefined): Buyer {
  const name = [text(order?.shipping?.firstName), text(order?.shipping?.lastName)].filter(Boolean).join(' ')
  const email = text(order?.email) || text(order?.shipping?.email)
  return { name, email }
}
