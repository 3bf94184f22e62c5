import { redirect } from 'next/navigation'
import { ACCOUNT_ORDERS_PATH } from '@/lib/routes/account'

/** account.md section 2: /account/orders redirects to /account/orders/all. */
export default function OrdersPage() {
  redirect(ACCOUNT_ORDERS_PATH)
}
