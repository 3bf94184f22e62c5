import Link from 'next/link'
import { ShoppingCart, Truck } from '@/components/icons'
import { LinkList } from '@/components/LinkList'
import { formatUSD } from '@/lib/money'
import { mainLinks, type Navigation } from '@/storefront/navigation'
import { AccountLink, MobileAccountLinks } from './AccountLink'
import { CartCount } from './CartCount'
import { Disclosure } from './Disclosure'
import styles from './Header.module.css'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { PlatformList } from './PlatformList'
import { SearchToggle } from './SearchToggle'

export function Header({ nav }: { nav: Navigation }) {
  return (
    <header className={styles.header}>
      {nav.freeShippingThreshold !== null && (
        <p className={styles.announcement}>
          <Truck aria-hidden="true" size={16} />
          <span>
            Free US shipping on orders of <span className="tabular">{formatUSD(nav.freeShippingThreshold)}</span> or
            more
          </span>
        </p>
      )}
      <div className={`container ${styles.bar}`}>
        <Logo />

        <nav aria-label="Main" className={styles.mainNav}>
          <ul className={styles.navList}>
            <li>
              <Disclosure label="Build your controller" panelClassName={styles.platformPanel}>
                <p className={styles.panelTitle}>Choose your platform</p>
                <PlatformList platforms={nav.platforms} className={styles.platformGrid} />
              </Disclosure>
            </li>
            <li>
              <Link href={nav.storeHref} className={styles.navLink}>
                Store
              </Link>
            </li>
            {nav.accessories.length > 0 && (
              <li>
                <Disclosure label="Accessories">
                  <ul className={styles.linkList}>
                    {nav.accessories.map((a) => (
                      <li key={a.href}>
                        <Link href={a.href} className={styles.dropdownLink}>
                          {a.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Disclosure>
              </li>
            )}
          </ul>
        </nav>

        <div className={styles.actions}>
          <SearchToggle />
          <AccountLink />
          <Link href={nav.cartHref} className={`${styles.iconButton} ${styles.cartLink}`} data-cart-link>
            <ShoppingCart aria-hidden="true" size={22} />
            <span className="visually-hidden">Shopping cart</span>
            <CartCount />
          </Link>
          <MobileMenu>
            <nav aria-label="Mobile" className={styles.mobileNav}>
              <section aria-labelledby="mobile-main">
                <h2 id="mobile-main" className={styles.mobileHeading}>
                  Shop
                </h2>
                <LinkList className={styles.mobileLinks} links={mainLinks(nav)} />
              </section>
              <section aria-labelledby="mobile-build">
                <h2 id="mobile-build" className={styles.mobileHeading}>
                  Build your controller
                </h2>
                <PlatformList platforms={nav.platforms} className={styles.mobilePlatformList} />
              </section>
              {nav.shopByPlatform.length > 0 && (
                <section aria-labelledby="mobile-platforms">
                  <h2 id="mobile-platforms" className={styles.mobileHeading}>
                    Shop by platform
                  </h2>
                  <LinkList className={styles.mobileLinks} links={nav.shopByPlatform} />
                </section>
              )}
              {nav.accessories.length > 0 && (
                <section aria-labelledby="mobile-categories">
                  <h2 id="mobile-categories" className={styles.mobileHeading}>
                    Shop by category
                  </h2>
                  <LinkList className={styles.mobileLinks} links={nav.accessories} />
                </section>
              )}
              <section aria-labelledby="mobile-currency">
                <h2 id="mobile-currency" className={styles.mobileHeading}>
                  Currency
                </h2>
                <p className={styles.mobileNote}>US dollars (USD): every price in the store</p>
              </section>
              <section aria-labelledby="mobile-account">
                <h2 id="mobile-account" className={styles.mobileHeading}>
                  Account
                </h2>
                <ul className={styles.mobileLinks}>
                  <MobileAccountLinks />
                  <li>
                    <Link href={nav.cartHref}>Shopping cart</Link>
                  </li>
                </ul>
              </section>
            </nav>
          </MobileMenu>
        </div>
      </div>
    </header>
  )
}
