import { TrackEvent } from '@/components/analytics/TrackEvent'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { AdminSwitch } from '@/components/creator/admin/AdminSwitch'
import { CreatorReviews } from '@/components/reviews/CreatorReviews'
import { ProductSlider, SLIDER_PAGE } from '@/components/slider/ProductSlider'
import { packView } from '@/creator/view-wire'
import { creatorItem, viewItem } from '@/lib/analytics'
import { askForumLink } from '@/lib/forum/link'
import type { Page, Platform } from '@/payload-types'
import { forumConfigured } from '@/plugins/forum'
import { sliderProducts } from '@/plugins/sliders'
import { getPublicCreatorView } from '@/storefront/creator'
import { getPayloadClient } from '@/storefront/payload'
import { getSiteSettings } from '@/storefront/site-settings'
import { PackedCreator, ReviewCreateRedirect } from './islands'
import styles from './page.module.css'

/**
 * A platform's creator route: the creator, server-rendered with its data embedded (no fetch before it shows),
 * then the platform's slider (its ready-made builds and accessories). The same for every shopper (cached, docs/caching.md); an admin's browser swaps
 * in the admin mode (AdminSwitch).
 */
/** Products the platform's slider offers (a few pages' worth): the first page with the page, the rest when neared. */
const PLATFORM_SLIDER_LIMIT = 18

export async function CreatorPage({ page, platform }: { page: Page; platform: Platform }) {
  const payload = await getPayloadClient()
  const [view, products, settings] = await Promise.all([
    getPublicCreatorView(platform.id, platform.slug),
    sliderProducts(payload, { kind: 'platform', platformId: platform.id }, SLIDER_PAGE, 0),
    getSiteSettings(),
  ])
  const forumLink = askForumLink(page.forumLink || settings.forumUrl, forumConfigured())
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: `${platform.name} controller creator` }]} />
      <AdminSwitch platform={platform.slug} cartPath={settings.shoppingCartPath}>
        <PackedCreator packed={packView(view)} cartPath={settings.shoppingCartPath} />
      </AdminSwitch>
      {products.products.length > 0 && (
        <ProductSlider
          title={`Ready-made ${platform.name} builds and gear`}
          products={products.products}
          later={{
            total: Math.min(products.total, PLATFORM_SLIDER_LIMIT),
            source: `/api/products-by-platform/${encodeURIComponent(platform.slug)}`,
          }}
        />
      )}
      <CreatorReviews platform={platform} creatorPath={page.path} />
      <ReviewCreateRedirect creatorPath={page.path} />
      <TrackEvent id={`creator-${platform.slug}`} event={viewItem(creatorItem(view.platform))} />
      {forumLink && (
        <p className={styles.forum}>
          Questions about this controller? <a href={forumLink}>Ask in our forum</a>
        </p>
      )}
    </div>
  )
}
