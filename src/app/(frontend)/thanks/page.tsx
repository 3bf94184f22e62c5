import type { Metadata } from 'next'
import { Thanks } from '@/components/Checkout/thanks/Thanks'

// Per request (the order comes from the query); the HTML holds no order data: the browser reads it with the token.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Thank you for your order · Padforge', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const first = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? (value[0] ?? '') : (value ?? '')

/** /thanks?order={number}&token={token} (checkout.md section 2): where a placed order lands. */
export default async function ThanksPage({ searchParams }: Props) {
  const query = await searchParams
  const token = first(query.token)
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-5) var(--space-8)' }}>
      <Thanks order={first(query.order).slice(0, 40)} token={token ? token.slice(0, 64) : null} />
    </div>
  )
}
