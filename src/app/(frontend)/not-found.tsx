import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import { getPlatformLinks } from '@/server/storefront/platforms'
import styles from './not-found.module.css'

export default async function NotFound() {
  const platforms = (await getPlatformLinks()).filter((p) => p.href)
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
      {platforms.length > 0 && (
        <nav aria-labelledby="nf-platforms" className={styles.platforms}>
          <h2 id="nf-platforms" className={styles.subTitle}>
            Build a controller
          </h2>
          <ul>
            {platforms.map((p) => (
              <li key={p.id}>
                <Link href={p.href ?? '/'}>
                  {p.name}
                  <ArrowRight aria-hidden="true" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
