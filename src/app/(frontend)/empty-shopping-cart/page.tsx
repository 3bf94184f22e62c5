import type { Metadata } from 'next'
import Link from 'next/link'
import { ShoppingCart } from '@/components/icons'
import { PlatformPills } from '@/components/PlatformPills'
import { getPlatformLinks } from '@/storefront/platforms'
import styles from './page.module.css'

// Rendered per request, never at `next build` (a route without parameters would keep its build-time render, made with
// an empty database); the HTML is the same for everybody and the platform links come from the data cache.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Your shopping cart is empty · Padforge', robots: { index: false } }

/** /empty-shopping-cart (checkout.md section 2): where the checkout sends an empty basket. */
export default async function EmptyShoppingCartPage() {
  const links = await getPlatformLinks()
  const creator = links.find((p) => p.href)?.href ?? '/'
  return (
    <div className={`container ${styles.wrap}`}>
      <section className={styles.card} aria-labelledby="empty-title">
        <span className={styles.icon} aria-hidden="true">
          <ShoppingCart size={36} />
        </span>
        <h1 id="empty-title" className={styles.title}>
          Your shopping cart is empty
        </h1>
        <p className={styles.lead}>
          Nothing here yet. Design a controller that is all yours, or pick a ready-made build from the store.
        </p>
        <div className={styles.actions}>
          <Link href={creator} className="button button-primary">
            Build your controller
          </Link>
          <Link href="/store" className="button button-secondary">
            Browse the store
          </Link>
        </div>
      </section>
      <PlatformPills id="empty-platforms" title="Start with your platform" platforms={links} />
    </div>
  )
}
