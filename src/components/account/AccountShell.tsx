'use client'

import clsx from 'clsx'
import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { type ReactNode, useEffect } from 'react'
import {
  Ban,
  ChevronLeft,
  ExternalLink,
  Gift,
  Heart,
  History,
  LogOut,
  MapPin,
  MessageSquare,
  Package,
  Settings,
  Undo2,
  UserCog,
} from '@/components/icons'
import { Spinner } from '@/components/Spinner'
import { useViewer } from '@/components/session'
import { HELP_LINKS } from '@/lib/help-links'
import { ACCOUNT_ROOT, LOGOUT_PATH, sidebarFor, signInHref } from '@/lib/routes/account'
import styles from './account.module.css'

const ICONS: Record<string, ReactNode> = {
  'My Settings': <Settings aria-hidden="true" size={18} />,
  'Purchase History': <Package aria-hidden="true" size={18} />,
  'Cancelled Orders': <Ban aria-hidden="true" size={18} />,
  Returns: <Undo2 aria-hidden="true" size={18} />,
  'Shipping Addresses': <MapPin aria-hidden="true" size={18} />,
  'My Wish List': <Heart aria-hidden="true" size={18} />,
  'Recently Viewed': <History aria-hidden="true" size={18} />,
  'Referral Program': <Gift aria-hidden="true" size={18} />,
  'Forum Settings': <UserCog aria-hidden="true" size={18} />,
  'Forum Activity': <MessageSquare aria-hidden="true" size={18} />,
}

/**
 * The account area around every page under /account (account.md section 2): the sidebar beside the page on desktop;
 * on phones (≤ 700 px) the sidebar alone at /account and the page alone elsewhere, with a back link to My Account.
 * The layout is cached like every page, so who is signed in is asked in the browser: a guest is sent to sign-in with a
 * redirect back, and the page's own calls start only once a customer is known.
 */
export function AccountShell({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const router = useRouter()
  const { viewer, known, forum } = useViewer()
  const atRoot = pathname === ACCOUNT_ROOT

  useEffect(() => {
    if (known && !viewer) router.replace(signInHref(pathname))
  }, [known, viewer, pathname, router])

  return (
    <div className={clsx('container', styles.area)} data-at-root={atRoot}>
      <aside className={styles.sidebar} aria-label="My account">
        <p className={styles.greeting}>{viewer?.firstName ? `Hi, ${viewer.firstName}` : 'My Account'}</p>
        <nav aria-label="Account">
          <ul className={styles.menu}>
            {sidebarFor(viewer, forum).map((item) => (
              <li key={item.href}>
                {item.external ? (
                  <a href={item.href} className={styles.menuLink}>
                    {ICONS[item.label]}
                    {item.label}
                    <ExternalLink aria-hidden="true" size={14} className={styles.menuExternal} />
                    <span className="visually-hidden"> (on the forum)</span>
                  </a>
                ) : (
                  <Link
                    href={item.href}
                    className={styles.menuLink}
                    aria-current={pathname === item.href ? 'page' : undefined}
                  >
                    {ICONS[item.label]}
                    {item.label}
                    {item.tag && <span className={styles.tag}>{item.tag}</span>}
                  </Link>
                )}
              </li>
            ))}
            <li>
              <Link href={LOGOUT_PATH} className={styles.menuLink} prefetch={false}>
                <LogOut aria-hidden="true" size={18} />
                Log Out
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="account-help" className={styles.help}>
          <h2 id="account-help" className={styles.helpTitle}>
            Helpful Links
          </h2>
          <ul className={styles.helpList}>
            {HELP_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </aside>
      <div className={styles.content}>
        {!atRoot && (
          <Link href={ACCOUNT_ROOT} className={styles.back}>
            <ChevronLeft aria-hidden="true" size={18} />
            My Account
          </Link>
        )}
        {viewer ? (
          children
        ) : (
          <div className={styles.loading} role="status">
            <Spinner size={20} />
            {known ? 'Taking you to sign in…' : 'Loading your account…'}
          </div>
        )}
      </div>
    </div>
  )
}
