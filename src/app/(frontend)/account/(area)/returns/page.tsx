import { redirect } from 'next/navigation'
import { ordersPath } from '@/lib/routes/account'

/** account.md section 2: the returns list is at /account/orders/returns and /account/returns. */
export default function ReturnsPage() {
  redirect(ordersPath('returns'))
}
