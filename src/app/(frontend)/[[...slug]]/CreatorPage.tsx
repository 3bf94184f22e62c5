import { Breadcrumbs } from '@/components/Breadcrumbs'
import { ProductCard } from '@/components/ProductCard'
import { CreatorReviews } from '@/components/reviews/CreatorReviews'
import { AdminSwitch } from '@/creator/ui/admin/AdminSwitch'
import type { Page, Platform } from '@/payload-types'
import { getPublicCreatorView } from '@/server/storefront/creator'
import { getPlatformProducts } from '@/server/storefront/products'
import { getSiteSettings } from '@/server/storefront/site-settings'
import { Creator, ReviewCreateRedirect } from './islands'
import styles from './page.module.css'

/**
 * A platform's creator route: the creator, server-rendered with its data embedded (no fetch before it shows),
 * then the platform's ready-made builds. The same for every shopper (cached, docs/caching.md); an admin's browser swaps
 * in the admin mode (AdminSwitch).
 */
export async function CreatorPage({ page, platform }: { page: Page; platform: Platform }) {
  const [view, products, settings] = await Promise.all([
    getPublicCreatorView(platform.id, platform.slug),
    getPlatformProducts(platform.id),
    getSiteSettings(),
  ])
  const forumLink = page.forumLink || settings.forumUrl
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: `${platform.name} controller creator` }]} />
      <AdminSwitch platform={platform.slug} cartPath={settings.shoppingCartPath}>
        <Creator view={view} cartPath={settings.shoppingCartPath} />
      </AdminSwitch>
      {products.length > 0 && (
        <section className={styles.builds} aria-labelledby="builds-title">
          <h2 id="builds-title" className={styles.sectionTitle}>
            Ready-made {platform.name} builds
          </h2>
          <ul className={styles.productGrid}>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <CreatorReviews platform={platform} creatorPath={page.path} />
      <ReviewCreateRedirect creatorPath={page.path} />
      {forumLink && (
        <p className={styles.forum}>
          Questions about this controller? <a href={forumLink}>Ask in our forum</a>
        </p>
      )}
    </div>
  )
}
