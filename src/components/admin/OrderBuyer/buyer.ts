/**
 * Who bought an order, as staff read it in the admin: the shipping name and the order's e-mail, both on the order
 * itself. The `customer` relationship cannot say it to merchandisers (users' e-mails are admin-only, so Payload shows
 * 'Untitled – 12'); it only tells whether the order was placed from an account.
 */
export interface Buyer {
  /** 'Ada Lovelace'; empty when the order has no shipping name. */
  name: string
  /** The order's e-mail (the shipping e-mail when the order has none). */
  email: string
  /** The account the order was placed from; null for a guest checkout. */
  account: string | number | null
}

interface OrderLike {
  email?: unknown
  customer?: unknown
  shipping?: { firstName?: unknown; lastName?: unknown; email?: unknown } | null
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The id of a relationship value, whether stored (an id) or populated (a document). */
export function accountOf(customer: unknown): string | number | null {
  if (typeof customer === 'number' || (typeof customer === 'string' && customer !== '')) return customer
  if (customer && typeof customer === 'object' && 'id' in customer) {
    const id = (customer as { id: unknown }).id
    if (typeof id === 'number' || typeof id === 'string') return id
  }
  return null
}

export function buyerOf(order: OrderLike | null | undefined): Buyer {
  const name = [text(order?.shipping?.firstName), text(order?.shipping?.lastName)].filter(Boolean).join(' ')
  const email = text(order?.email) || text(order?.shipping?.email)
  return { name, email, account: accountOf(order?.customer) }
}

/** One line for the list: 'Ada Lovelace · ada@example.com' (either alone when the other is missing). */
export function buyerLine(buyer: Buyer): string {
  return [buyer.name, buyer.email].filter(Boolean).join(' · ')
}
