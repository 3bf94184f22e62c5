import { CookieSettings } from '@/components/analytics/CookieSettings'
import { Logo } from '@/components/Header'
import { Mail } from '@/components/icons'
import { LinkList } from '@/components/LinkList'
import { NewsletterSignup } from '@/components/Newsletter/NewsletterSignup'
import { HELP_LINKS } from '@/lib/help-links'
import { type Navigation, shopLinks } from '@/storefront/navigation'
import styles from './Footer.module.css'
import { PaymentMarks } from './PaymentMarks'

/** `cookieSettings`: the store has a tag manager, so the shopper can change their analytics choice here. */
export function Footer({ nav, cookieSettings = false }: { nav: Navigation; cookieSettings?: boolean }) {
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer}>
      <NewsletterSignup />
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.blurb}>Custom-built controllers for every major platform, assembled to order.</p>
          {nav.supportEmail && (
            <p className={styles.support}>
              <Mail aria-hidden="true" size={18} />
              <span>
                Support: <a href={`mailto:${nav.supportEmail}`}>{nav.supportEmail}</a>
              </span>
            </p>
          )}
        </div>

        <nav aria-labelledby="footer-platforms" className={styles.platforms}>
          <h2 id="footer-platforms" className={styles.heading}>
            Shop by platform
          </h2>
          <LinkList
            className={styles.platformList}
            links={nav.platforms.flatMap((p) => (p.href ? [{ label: p.name, href: p.href }] : []))}
          />
        </nav>

        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            Shop
          </h2>
          <LinkList className={styles.list} links={shopLinks(nav)} />
        </nav>

        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            Help
          </h2>
          <LinkList className={styles.list} links={HELP_LINKS} />
        </nav>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>© {year} Padforge. All rights reserved.</p>
          <PaymentMarks />
          <p>Prices in USD</p>
          {cookieSettings && <CookieSettings className={styles.settings} />}
        </div>
      </div>
    </footer>
  )
}
