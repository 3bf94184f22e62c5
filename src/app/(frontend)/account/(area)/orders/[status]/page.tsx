import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import styles from '@/components/account/account.module.css'
import { OrderHistory } from '@/components/account/orders/OrderHistory'
import { ReturnList } from '@/components/account/returns/ReturnList'
import { ORDER_LISTS } from '@/lib/routes/account'
import { getSiteSettings } from '@/storefront/site-settings'

export const dynamicParams = false

export function generateStaticParams() {
  return ORDER_LISTS.map((list) => ({ status: list.status }))
}

type Params = Promise<{ status: string }>

const listOf = (status: string) => ORDER_LISTS.find((l) => l.status === status)

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const list = listOf((await params).status)
  return { title: `${list?.title ?? 'Orders'} · Padforge` }
}

/**
 * Purchase History, Cancelled Orders, Returns (account.md section 2): the same page for everybody, filled in the
 * browser. Returns lists the customer's returns (RMAs) rather than orders.
 */
export default async function OrderListPage({ params }: { params: Params }) {
  const list = listOf((await params).status)
  if (!list) notFound()
  const settings = await getSiteSettings()
  return (
    <>
      <h1 className={styles.pageTitle}>{list.title}</h1>
      {list.status === 'returns' ? (
        <ReturnList />
      ) : (
        <OrderHistory status={list.status} cartPath={settings.shoppingCartPath} />
      )}
    </>
  )
}
