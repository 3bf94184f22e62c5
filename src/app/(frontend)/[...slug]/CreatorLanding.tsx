import { Info } from 'lucide-react'
import Link from 'next/link'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { ControllerPreview } from '@/components/ControllerPreview'
import { Price } from '@/components/Price'
import { ProductCard } from '@/components/ProductCard'
import { getPlatformOptionGroups } from '@/lib/storefront/option-groups'
import { getDefaultPreview } from '@/lib/storefront/preview'
import { getPlatformProducts } from '@/lib/storefront/products'
import { getSiteSettings } from '@/lib/storefront/site-settings'
import type { OptionGroup, Page, Platform } from '@/payload-types'
import styles from './page.module.css'

const SIDE_LABELS = { front: 'Front', top: 'Top', back: 'Back' } as const

/** Option groups bucketed by their category ('Design', 'Performance', ...), keeping the creator order. */
function byCategory(groups: OptionGroup[]): Array<{ category: string; names: string[] }> {
  const buckets = new Map<string, string[]>()
  for (const g of groups) {
    const key = g.category?.trim() || 'Options'
    buckets.set(key, [...(buckets.get(key) ?? []), g.name])
  }
  return [...buckets].map(([category, names]) => ({ category, names }))
}

/**
 * The landing of a creator route until the interactive creator ships: the platform's default build, its
 * starting price, what can be customised, and its ready-made builds. Nothing here pretends to be a creator.
 */
export async function CreatorLanding({ page, platform }: { page: Page; platform: Platform }) {
  const [stacks, groups, products, settings] = await Promise.all([
    getDefaultPreview(platform),
    getPlatformOptionGroups(platform.id),
    getPlatformProducts(platform.id),
    getSiteSettings(),
  ])
  const front = stacks.find((s) => s.side === 'front') ?? stacks[0]
  const others = stacks.filter((s) => s !== front)
  const title = platform.fullName || platform.name
  const daysLabel = platform.assembly?.daysLabel?.trim().replace(/\s*-\s*/g, '–')
  const categories = byCategory(groups)
  const forumLink = page.forumLink || settings.forumUrl

  return (
    <div className="container">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: `${platform.name} controller` }]} />

      <div className={styles.creator}>
        <section className={styles.gallery} aria-label={`${platform.name} default build`}>
          {front && (
            <figure className={styles.mainView}>
              <ControllerPreview stack={front} priority />
              <figcaption className="visually-hidden">{SIDE_LABELS[front.side]} view</figcaption>
            </figure>
          )}
          {others.length > 0 && (
            <ul className={styles.sideViews}>
              {others.map((stack) => (
                <li key={stack.side}>
                  <figure className={styles.sideView}>
                    <ControllerPreview stack={stack} priority />
                    <figcaption>{SIDE_LABELS[stack.side]}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className={styles.summary}>
          <p className={styles.eyebrow}>Custom {platform.name} controller</p>
          <h1 className={styles.title}>{title}</h1>
          <Price price={platform.basePrice} oldPrice={platform.oldPrice} prefix="Starting at" size="lg" />
          {daysLabel && <p className={styles.muted}>Assembly takes {daysLabel} days after you order.</p>}

          <div className={styles.notice} role="note">
            <Info aria-hidden="true" size={20} className={styles.noticeIcon} />
            <p>
              The online creator for the {platform.name} is on its way. Until it opens, choose one of the ready-made
              builds below{settings.supportEmail ? ' or write to ' : ' or '}
              {settings.supportEmail ? (
                <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
              ) : (
                <Link href="/contact-us">contact us</Link>
              )}{' '}
              about a custom build.
            </p>
          </div>

          {categories.length > 0 && (
            <section aria-labelledby="customise-title" className={styles.customise}>
              <h2 id="customise-title" className={styles.subTitle}>
                What you can customise
              </h2>
              {categories.map(({ category, names }) => (
                <div key={category} className={styles.groupBlock}>
                  <h3 className={styles.groupCategory}>{category}</h3>
                  <ul className={styles.chips}>
                    {names.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          )}
        </div>
      </div>

      <section className={styles.builds} aria-labelledby="builds-title">
        <h2 id="builds-title" className={styles.sectionTitle}>
          Ready-made {platform.name} builds
        </h2>
        {products.length > 0 ? (
          <ul className={styles.productGrid}>
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>There are no ready-made {platform.name} builds right now.</p>
        )}
      </section>
      {forumLink && (
        <p className={styles.forum}>
          Questions about this controller? <a href={forumLink}>Ask in our forum</a>
        </p>
      )}
    </div>
  )
}
