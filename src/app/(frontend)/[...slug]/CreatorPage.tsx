import { Breadcrumbs } from '@/components/Breadcrumbs'
import { ProductCard } from '@/components/ProductCard'
import { CreatorReviews } from '@/components/reviews/CreatorReviews'
import { withPublicStock } from '@/creator/public-stock'
import { loadCreatorView } from '@/creator/server/load-creator-view'
import { AdminCreator } from '@/creator/ui/admin/AdminCreator'
import { adminContext } from '@/creator/ui/admin/server'
import { Creator } from '@/creator/ui/Creator'
import type { Page, Platform } from '@/payload-types'
import { getPayloadClient } from '@/server/storefront/payload'
import { getPlatformProducts } from '@/server/storefront/products'
import { getSiteSettings } from '@/server/storefront/site-settings'
import styles from './page.module.css'

/**
 * A platform's creator route: the creator, server-rendered with its data embedded (no fetch before it shows),
 * then the platform's ready-made builds.
 */
export async function CreatorPage({ page, platform }: { page: Page; platform: Platform }) {
  const payload = await getPayloadClient()
  const [view, products, settings, admin] = await Promise.all([
    loadCreatorView(payload, platform.slug),
    getPlatformProducts(platform.id),
    getSiteSettings(),
    adminContext(payload),
  ])
  const forumLink = page.forumLink || settings.forumUrl
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: `${platform.name} controller creator` }]} />
      {admin ? (
        <AdminCreator view={view} cartPath={settings.shoppingCartPath} labels={admin.labels} />
      ) : (
        <Creator view={withPublicStock(view)} cartPath={settings.shoppingCartPath} />
      )}
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
      {forumLink && (
        <p className={styles.forum}>
          Questions about this controller? <a href={forumLink}>Ask in our forum</a>
        </p>
      )}
    </div>
  )
}
