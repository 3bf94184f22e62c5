import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { Payload, Where } from 'payload'
import { cache } from 'react'
import { cachedRead, cacheTags } from '@/cache'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { AdminSwitch } from '@/components/creator/admin/AdminSwitch'
import { CreatorModeProvider } from '@/components/creator/admin/context'
import { PackedCreator } from '@/components/creator/Creator'
import { RichText } from '@/components/RichText'
import { RecentlyViewedSlider } from '@/components/recently-viewed/RecentlyViewedSlider'
import { RecordView } from '@/components/recently-viewed/RecordView'
import { RelatedItems } from '@/components/related/RelatedItems'
import { CreatorReviews } from '@/components/reviews/CreatorReviews'
import { bodyProductsOf } from '@/creator/body-products'
import { OUT_OF_STOCK_MESSAGE, UNSUPPORTED_MESSAGE } from '@/creator/engine'
import { loadBodyProductCandidates } from '@/creator/server/load-body-products'
import { validateSelection } from '@/creator/validate'
import type { CreatorView } from '@/creator/view'
import { packView } from '@/creator/view-wire'
import { badgeColors } from '@/lib/contrast'
import { isProductInStock } from '@/lib/products'
import { docOf } from '@/lib/relations'
import type { Platform, Product } from '@/payload-types'
import { getPublicCreatorView } from '@/storefront/creator'
import { withClient } from '@/storefront/payload'
import { getCreatorPaths } from '@/storefront/platforms'
import { getSiteSettings } from '@/storefront/site-settings'
import styles from './page.module.css'
import { fitSelection } from './selection'

// Rendered on first request and cached until the product, its platform's creator or its reviews change
// (docs/caching.md); the admin mode fills in in the admin's browser.
export const generateStaticParams = async () => []

type Props = { params: Promise<{ id: string }> }

/**
 * The prebuilt configured product of /configured-controller/{id} (its numeric id, as product cards link it; its
 * UID works too), or null when there is none, it is not a configured controller, or its platform is disabled.
 */
const readProduct = withClient(
  cachedRead(
    'configured-product',
    async (payload: Payload, key: string): Promise<{ product: Product; platform: Platform } | null> => {
      const where: Where = /^\d{1,9}$/.test(key) ? { id: { equals: Number(key) } } : { uid: { equals: key } }
      return findProduct(payload, where)
    },
    // Cards show the label; the platform's name and whether it is enabled come with the site.
    (key) => [cacheTags.product(key), cacheTags.site, cacheTags.labels, cacheTags.media],
  ),
)

const loadProduct = cache(async (ref: string): Promise<{ product: Product; platform: Platform } | null> => {
  let key: string
  try {
    key = decodeURIComponent(ref).trim()
  } catch {
    return null
  }
  return /^\d{1,9}$/.test(key) || /^[A-Za-z0-9_-]{1,64}$/.test(key) ? readProduct(key) : null
})

/** The platform's products an Elite body opens, cached with the platform's product list. */
const readBodyProductCandidates = withClient(
  cachedRead(
    'body-product-candidates',
    async (payload: Payload, platformId: number) => loadBodyProductCandidates(payload, platformId),
    (platformId) => [cacheTags.platformProducts(platformId)],
  ),
)

async function bodyProductsFor(view: CreatorView, product: Product, options: Record<string, unknown>) {
  const body = view.catalog.options.find((o) => o.template === 'elite-body-grid')
  if (!body) return {}
  const shownBody = options[`option_${body.id}`]
  return bodyProductsOf(await readBodyProductCandidates(view.platform.id), body.id, {
    id: product.id,
    type: product.type,
    bodyId: typeof shownBody === 'number' ? shownBody : null,
  })
}

async function findProduct(payload: Payload, where: Where): Promise<{ product: Product; platform: Platform } | null> {
  const product = (
    await payload.find({
      collection: 'products',
      where: { and: [where, { isConfigurable: { equals: true } }, { status: { not_equals: 'discontinued' } }] },
      limit: 1,
      depth: 1,
    })
  ).docs[0]
  const platform = docOf(product?.platform)
  const selected = (product?.configuration as { selected?: unknown } | null | undefined)?.selected
  if (!product || !platform?.enabled || !selected) return null
  return { product, platform }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadProduct((await params).id)
  if (!found) return { title: 'Product not found · Padforge' }
  return {
    title: `${found.product.name} · Padforge`,
    description: found.product.listingText || `${found.product.name}, built to order in the Padforge workshop.`,
  }
}

/**
 * A prebuilt configured controller in the creator's view mode (creator.md section 2): the shopper sees the build and
 * may still change options and add it to the cart. Admins get the admin bar (View / Edit, delete, inventory, clear
 * image, send to a marketplace).
 */
export default async function ConfiguredControllerPage({ params }: Props) {
  const found = await loadProduct((await params).id)
  if (!found) notFound()
  const { product, platform } = found
  const [view, settings, creatorPaths] = await Promise.all([
    getPublicCreatorView(platform.id, platform.slug),
    getSiteSettings(),
    getCreatorPaths(),
  ])
  const stored = (product.configuration as { selected?: unknown }).selected
  const { selection, changed } = fitSelection(view.catalog, stored)
  const verdict = validateSelection(view.catalog, selection)
  // The creator's price box says out of stock and unavailable parts; parts or rules the catalog changed are said here.
  const unsupported =
    changed || (!verdict.ok && verdict.message !== OUT_OF_STOCK_MESSAGE && verdict.message !== UNSUPPORTED_MESSAGE)
  const bodyProducts = await bodyProductsFor(view, product, selection.options)
  const creatorPath = creatorPaths.get(platform.id)
  const label = docOf(product.label)

  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          creatorPath
            ? { label: `${platform.name} controller creator`, href: creatorPath }
            : { label: `${platform.name} controllers` },
          { label: product.name },
        ]}
      />
      {unsupported && (
        <p className={styles.notice} role="status">
          {UNSUPPORTED_MESSAGE}
        </p>
      )}
      <AdminSwitch
        platform={platform.slug}
        productId={product.id}
        cartPath={settings.shoppingCartPath}
        initial={selection}
        title={product.name}
        bodyProducts={bodyProducts}
      >
        <CreatorModeProvider value={{ mode: 'view', productId: product.id, admin: false, bodyProducts }}>
          <PackedCreator
            packed={packView(view)}
            cartPath={settings.shoppingCartPath}
            initial={selection}
            title={product.name}
          />
        </CreatorModeProvider>
      </AdminSwitch>
      <section className={styles.about} aria-labelledby="about-title">
        <div className={styles.aboutHeader}>
          <h2 id="about-title" className={styles.aboutTitle}>
            About this build
          </h2>
          {label && (
            <span className={styles.label} style={badgeColors(label.color)}>
              {label.name}
            </span>
          )}
          {!isProductInStock(product) && <span className={styles.out}>Out of Stock</span>}
        </div>
        {product.listingText && <p className={styles.lead}>{product.listingText}</p>}
        {product.description ? (
          <RichText data={product.description as Parameters<typeof RichText>[0]['data']} />
        ) : (
          !product.listingText && (
            <p className={styles.muted}>Hand-built and tested in our workshop from the parts shown above.</p>
          )
        )}
      </section>
      {creatorPath && (
        <CreatorReviews
          platform={platform}
          creatorPath={creatorPath}
          product={{ id: product.id, name: product.name }}
        />
      )}
      <RelatedItems productId={product.id} />
      {/* Recorded first, so the slider's call carries this view into a customer's history too. */}
      <RecordView productId={product.id} />
      <RecentlyViewedSlider exceptId={product.id} />
    </div>
  )
}
