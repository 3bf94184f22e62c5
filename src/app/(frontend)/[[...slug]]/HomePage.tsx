import Link from 'next/link'
import { ArticleSlider } from '@/components/blog/ArticleSlider'
import { ControllerPreview } from '@/components/ControllerPreview'
import { ArrowRight, Mail, ShieldCheck, Truck } from '@/components/icons'
import { PlatformGrid } from '@/components/PlatformCard'
import { ProductCard } from '@/components/ProductCard'
import { ProductSlider, SLIDER_PAGE } from '@/components/slider/ProductSlider'
import { ARTICLE_PAGE } from '@/components/slider/rules'
import { formatUSD } from '@/lib/money'
import { shopArticles } from '@/plugins/blog'
import { sliderProducts } from '@/plugins/sliders'
import { getNavigation } from '@/storefront/navigation'
import { getPayloadClient } from '@/storefront/payload'
import { getEnabledPlatforms } from '@/storefront/platforms'
import { getDefaultPreviewImage } from '@/storefront/preview'
import { getFeaturedProducts } from '@/storefront/products'
import styles from './home.module.css'

/**
 * Products a home slider offers: two pages of 6 (the slider moves through them; 'Shop all' leads on). Only the first
 * page is in the cached page: every card is written twice into it (HTML and the React payload), and the page is
 * compressed on every request, so each one costs throughput. The second comes when the shopper nears the slider.
 */
const HOME_SLIDER_LIMIT = 12

/**
 * The home page: hero, perks, the platform grid, the featured builds, then the top and multi-platform sliders and the
 * latest articles (storefront.md section 2), each shown only when it has something to show.
 */
export async function HomePage() {
  const payload = await getPayloadClient()
  const [nav, platforms, featured, top, multi, articles] = await Promise.all([
    getNavigation(),
    getEnabledPlatforms(),
    getFeaturedProducts(),
    sliderProducts(payload, { kind: 'top' }, SLIDER_PAGE, 0),
    sliderProducts(payload, { kind: 'multi' }, SLIDER_PAGE, 0),
    shopArticles(payload),
  ])
  const previews = await Promise.all(platforms.map((p) => getDefaultPreviewImage(p)))
  const first = nav.platforms.find((p) => p.href)
  const firstIndex = first ? nav.platforms.indexOf(first) : -1
  const heroPreview = firstIndex >= 0 ? previews[firstIndex] : undefined
  // A featured build among the top picks is the same product object, so its card is written once into the payload.
  const featuredById = new Map(featured.map((p) => [p.id, p]))
  const topProducts = top.products.map((p) => featuredById.get(p.id) ?? p)

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>Custom controllers, built to order</p>
            <h1 id="hero-title" className={styles.heroTitle}>
              Build the controller you actually want.
            </h1>
            <p className={styles.heroLead}>
              Pick your platform, choose every shell, button and mod, and we assemble it for you in our workshop.
            </p>
            <div className={styles.heroActions}>
              {first?.href && (
                <Link href={first.href} className="button button-primary">
                  Build your {first.name} controller
                  <ArrowRight aria-hidden="true" size={18} />
                </Link>
              )}
              <a href="#platforms" className="button button-secondary">
                See all platforms
              </a>
            </div>
          </div>
          {heroPreview && (
            <div className={styles.heroArt}>
              <ControllerPreview image={heroPreview} sizes="(max-width: 700px) 360px, 620px" priority />
            </div>
          )}
        </div>
      </section>

      <ul className={`container ${styles.perks}`} aria-label="Why shop with us">
        {nav.freeShippingThreshold !== null && (
          <li>
            <Truck aria-hidden="true" size={22} />
            <span>
              Free US shipping from <span className="tabular">{formatUSD(nav.freeShippingThreshold)}</span>
            </span>
          </li>
        )}
        <li>
          <ShieldCheck aria-hidden="true" size={22} />
          <span>
            Every build covered by our <Link href="/warranty">workshop warranty</Link>
          </span>
        </li>
        {nav.supportEmail && (
          <li>
            <Mail aria-hidden="true" size={22} />
            <span>
              Questions? <a href={`mailto:${nav.supportEmail}`}>{nav.supportEmail}</a>
            </span>
          </li>
        )}
      </ul>

      <section id="platforms" className={`container ${styles.section}`} aria-labelledby="platforms-title">
        <div className={styles.sectionHead}>
          <h2 id="platforms-title" className={styles.sectionTitle}>
            Choose your platform
          </h2>
          <p className={styles.sectionLead}>Start from a stock controller and make every part your own.</p>
        </div>
        <PlatformGrid platforms={nav.platforms} previews={previews} className={styles.platformGrid} />
      </section>

      {featured.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="featured-title">
          <div className={styles.sectionHead}>
            <h2 id="featured-title" className={styles.sectionTitle}>
              Featured builds
            </h2>
            <Link href={nav.storeHref} className={styles.sectionLink}>
              Shop all <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </div>
          <ul className={styles.productGrid}>
            {featured.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="container">
        {topProducts.length > 0 && (
          <ProductSlider
            title="Top picks"
            products={topProducts}
            more={{ href: nav.storeHref, label: 'Shop all' }}
            later={{ total: Math.min(top.total, HOME_SLIDER_LIMIT), source: '/api/products-by-top' }}
          />
        )}
        {multi.products.length > 0 && (
          <ProductSlider
            title="Accessories for every platform"
            products={multi.products}
            later={{ total: Math.min(multi.total, HOME_SLIDER_LIMIT), source: '/api/products-by-multi' }}
          />
        )}
        {articles.length > 0 && <ArticleSlider articles={articles.slice(0, ARTICLE_PAGE)} total={articles.length} />}
      </div>
    </>
  )
}
