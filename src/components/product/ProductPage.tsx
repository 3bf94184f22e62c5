import { TrackEvent } from '@/components/analytics/TrackEvent'
import { Breadcrumbs, type Crumb } from '@/components/Breadcrumbs'
import { CompareCheckbox } from '@/components/compare/CompareCheckbox'
import { CompareBar } from '@/components/compare/LazyCompareBar'
import { ForumWidget } from '@/components/forum/ForumWidget'
import { RichText } from '@/components/RichText'
import { RecentlyViewedSlider } from '@/components/recently-viewed/RecentlyViewedSlider'
import { RecordView } from '@/components/recently-viewed/RecordView'
import { RelatedItems } from '@/components/related/RelatedItems'
import { CreatorReviews } from '@/components/reviews/CreatorReviews'
import { RatingSummary } from '@/components/reviews/RatingSummary'
import { WishlistButton } from '@/components/wishlist'
import { productPageItem, viewItem } from '@/lib/analytics'
import { badgeColors } from '@/lib/contrast'
import { NO_ESTIMATE_MESSAGE } from '@/lib/storefront/shipping-estimate'
import type {
  DeliveryEstimateData,
  ProductPageData,
  ProductServiceView,
  VariationGroup,
} from '../../lib/storefront/product-page-data'
import { BuyBox } from './BuyBox'
import { Characteristics } from './Characteristics'
import { DeliveryEstimate } from './DeliveryEstimate'
import { FeatureList } from './FeatureList'
import { ImageViewer } from './ImageViewer'
import { PriceBlock } from './PriceBlock'
import styles from './ProductPage.module.css'
import { Specifications } from './Specifications'
import { Variations } from './Variations'

interface Props {
  product: ProductPageData
  /** The creator route of the product's platform, when it has one (the breadcrumb's link). */
  platformPath: string | null
  estimate: DeliveryEstimateData | null
  cartPath: string
  /** Where shoppers ask questions (a site setting; storefront.md section 2): none, no link. */
  forumUrl: string | null
  variations: VariationGroup[]
  /** Add-on services offered in the 'Added to Cart' popup (none: the item goes in at once). */
  services?: ProductServiceView[]
}

type RichData = Parameters<typeof RichText>[0]['data']

/** Home → the product's category (or platform) → the product (storefront.md section 2, "Breadcrumb bar"). */
function crumbsOf(product: ProductPageData, platformPath: string | null): Crumb[] {
  const parent: Crumb | null = product.category
    ? { label: product.category.name, href: product.category.path }
    : product.platform
      ? { label: `${product.platform.name} controllers`, href: platformPath ?? undefined }
      : null
  return [{ label: 'Home', href: '/' }, ...(parent ? [parent] : []), { label: product.name }]
}

/**
 * The page of a standard product (storefront.md section 2): pictures, price, the buy box (the one client island with
 * the quantity, the button, the sticky bars and the popup), the delivery estimate and characteristics, then the
 * description, features and specifications, and the compare bar while products are selected. Everything but the
 * islands is rendered on the server and cached.
 */
export function ProductPage({ product, platformPath, estimate, cartPath, forumUrl, variations, services = [] }: Props) {
  const soldOut = !product.inStock || product.availableQuantity === 0
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbsOf(product, platformPath)} />
      <div className={styles.top}>
        <div className={styles.media}>
          <ImageViewer images={product.images} name={product.name} />
        </div>
        <div className={styles.summary}>
          <header className={styles.heading}>
            {(product.brand || product.label) && (
              <div className={styles.eyebrow}>
                {product.brand && <span className={styles.brand}>{product.brand.label}</span>}
                {product.label && (
                  <span className={styles.badge} style={badgeColors(product.label.color)}>
                    {product.label.name}
                  </span>
                )}
              </div>
            )}
            <h1 className={styles.title}>{product.name}</h1>
            {product.totalReviews > 0 && (
              <a href="#reviews-title" className={styles.rating}>
                <RatingSummary rating={product.rating} reviews={product.totalReviews} />
              </a>
            )}
          </header>
          {product.listingText && <p className={styles.lead}>{product.listingText}</p>}
          <PriceBlock price={product.price} oldPrice={product.oldPrice} />
          <Variations groups={variations} />
          <BuyBox
            product={{
              id: product.id,
              name: product.name,
              slug: product.slug,
              price: product.price,
              image: product.images[0]?.url ?? null,
              status: product.status,
              inStock: product.inStock,
              availableQuantity: product.availableQuantity,
              category: product.platform?.name ?? product.category?.name ?? null,
            }}
            cartPath={cartPath}
            services={services}
          />
          <div className={styles.keep}>
            <WishlistButton
              target={{ productId: product.id }}
              name={product.name}
              variant="page"
              item={productPageItem(product)}
            />
            {product.comparable && (
              <CompareCheckbox id={product.id} classifier={product.classifier} name={product.name} />
            )}
          </div>
          {product.status === 'coming' ? (
            <p className={styles.noEstimate}>{NO_ESTIMATE_MESSAGE}</p>
          ) : (
            estimate && !soldOut && <DeliveryEstimate estimate={estimate} />
          )}
          <section className={styles.details} aria-labelledby="details-title">
            <h2 id="details-title" className={styles.detailsTitle}>
              Product details
            </h2>
            <Characteristics {...product} />
          </section>
        </div>
      </div>
      <div className={styles.sections}>
        {product.description && (
          <section className={styles.section} aria-labelledby="description-title">
            <h2 id="description-title" className={styles.sectionTitle}>
              Description
            </h2>
            <div className={styles.reading}>
              <RichText data={product.description as RichData} />
            </div>
          </section>
        )}
        {product.features.length > 0 && (
          <section className={styles.section} aria-labelledby="features-title">
            <h2 id="features-title" className={styles.sectionTitle}>
              Features
            </h2>
            <FeatureList groups={product.features} />
          </section>
        )}
        {product.specifications.length > 0 && (
          <section className={styles.section} aria-labelledby="specifications-title">
            <h2 id="specifications-title" className={styles.sectionTitle}>
              Specifications
            </h2>
            <Specifications groups={product.specifications} />
          </section>
        )}
      </div>
      {/* Reviews are written under the platform's creator path (storefront.md section 2): accessories have none. */}
      {product.platform && platformPath && (
        <CreatorReviews
          platform={product.platform}
          creatorPath={platformPath}
          product={{ id: product.id, name: product.name }}
        />
      )}
      {forumUrl && (
        <p className={styles.forum}>
          Questions about this product? <a href={forumUrl}>Ask in our forum</a>
        </p>
      )}
      <ForumWidget />
      <RelatedItems productId={product.id} />
      {/* Recorded first, so the slider's call carries this view into a customer's history too. */}
      <RecordView productId={product.id} />
      <TrackEvent id={`product-${product.id}`} event={viewItem(productPageItem(product))} />
      <RecentlyViewedSlider exceptId={product.id} />
      {/* The selection's bar, as on listings (it shows itself once something is selected; on phones above the buy bar). */}
      <CompareBar />
    </div>
  )
}
