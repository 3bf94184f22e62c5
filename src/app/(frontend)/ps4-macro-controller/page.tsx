import type { Metadata } from 'next'
import Link from 'next/link'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import { MacroCanvas } from '@/components/macro/MacroCanvas'
import { RichText } from '@/components/RichText'
import { getPageByPath } from '@/storefront/pages'
import { getCreatorPaths, getEnabledPlatforms } from '@/storefront/platforms'
import styles from './page.module.css'

const PATH = '/ps4-macro-controller'
const TITLE = 'PS4 Macro Remap Controller'

// Rendered per request, never at `next build` (a route without parameters would keep its build-time render, made
// with an empty database): the HTML is the same for everybody and its data comes from the data cache (docs/caching.md,
// "Routes"), as /contact-us.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByPath(PATH)
  return {
    title: page?.seo?.title || `${TITLE} · Padforge`,
    description: page?.seo?.description || 'Record button sequences and fire them from one back button.',
  }
}

/**
 * /ps4-macro-controller: the page the creator's 'Learn More' links to (storefront.md section 2; creator.md section 2),
 * about Macro Remap. Its text is the content page at this path (editable in the admin), beside the decorative animated
 * canvas, with a way to the PS4 creator when that platform is on sale.
 */
export default async function MacroControllerPage() {
  const [page, platforms, creatorPaths] = await Promise.all([
    getPageByPath(PATH),
    getEnabledPlatforms(),
    getCreatorPaths(),
  ])
  const ps4 = platforms.find((p) => p.slug === 'ps4')
  const creator = ps4 ? (creatorPaths.get(ps4.id) ?? null) : null
  const title = page?.title || TITLE
  return (
    <div className="container">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: title }]} />
      <div className={styles.hero}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>Macro Remap</p>
          <h1 className={styles.title}>{title}</h1>
          {page?.content ? (
            <RichText data={page.content} />
          ) : (
            <p>Record a sequence of button presses and fire it from one back button, built into your controller.</p>
          )}
          {creator && (
            <p>
              <Link href={creator} className="button button-primary">
                Build your PS4 macro controller
              </Link>
            </p>
          )}
        </div>
        <div className={styles.stage}>
          <MacroCanvas className={styles.canvas} />
        </div>
      </div>
    </div>
  )
}
