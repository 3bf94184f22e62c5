import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { ProductPage } from '@/components/product/ProductPage'
import { askForumLink } from '@/lib/forum/link'
import { forumConfigured } from '@/plugins/forum'
import { getCreatorPaths } from '@/storefront/platforms'
import { getDeliveryEstimate, getProductPage, getServiceOffers, getVariations } from '@/storefront/product-page'
import { getSiteSettings } from '@/storefront/site-settings'

// Rendered on first request and cached until the product (by its slug), the site, labels, media or the shipping
// methods change (docs/caching.md). Nothing here reads cookies, headers or the query: the page is the same for all.
export const generateStaticParams = async () => []

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await getProductPage((await params).slug)
  if (found?.kind !== 'product') return { title: 'Product not found · Padforge' }
  const { product } = found
  return {
    title: `${product.name} · Padforge`,
    description: product.listingText ?? `${product.name} from the Padforge store.`,
  }
}

/** A standard (non-configurable) product at /product/{slug}; a configurable product's slug goes to its own page. */
export default async function StandardProductPage({ params }: Props) {
  const found = await getProductPage((await params).slug)
  if (!found) notFound()
  if (found.kind === 'configurable') redirect(found.href)
  const { product } = found
  const [settings, creatorPaths] = await Promise.all([getSiteSettings(), getCreatorPaths()])
  const [estimate, variations, services] = await Promise.all([
    getDeliveryEstimate(product, settings.freeShippingThreshold),
    getVariations(product),
    getServiceOffers(product),
  ])
  return (
    <ProductPage
      product={product}
      platformPath={product.platform ? (creatorPaths.get(product.platform.id) ?? null) : null}
      estimate={estimate}
      cartPath={settings.shoppingCartPath}
      forumUrl={askForumLink(settings.forumUrl, forumConfigured())}
      variations={variations}
      services={services}
    />
  )
}
