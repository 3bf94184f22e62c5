import Link from 'next/link'
import { PlatformPills } from '@/components/PlatformPills'
import { getPlatformLinks } from '@/storefront/platforms'
import styles from './not-found.module.css'

export default async function NotFound() {
  // The header's list itself (cached per request): the payload refers to it rather than writing it again.
  const platforms = await getPlatformLinks()
  return (
    <div className={`container ${styles.wrap}`}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>We couldn’t find that page</h1>
      <p className={styles.lead}>The link may be old or mistyped. Here are some good places to pick up from.</p>
      <div className={styles.actions}>
        <Link href="/" className="button button-primary">
          Go to the home page
        </Link>
        <Link href="/contact-us" className="button button-secondary">
          Contact us
        </Link>
      </div>
      <PlatformPills id="nf-platforms" title="Build a controller" platforms={platforms} className={styles.platforms} />
    </div>
  )
}
