'use client'

import Link from 'next/link'
import { formatUSD } from '@/lib/money'
import type { Navigation } from '@/storefront/navigation'
import styles from './Header.module.css'

/**
 * The platforms with their starting prices, in the desktop menu and again in the phone menu. A client component: both
 * get the same array, which the page's React payload then carries once, instead of the list's tree twice.
 */
export function PlatformList({ platforms, className }: { platforms: Navigation['platforms']; className?: string }) {
  return (
    <ul className={className}>
      {platforms.map((p) => (
        <li key={p.id}>
          {p.href ? (
            <Link href={p.href} className={styles.platformLink}>
              <span className={styles.platformName}>{p.name}</span>
              <span className={`${styles.platformPrice} tabular`}>from {formatUSD(p.basePrice)}</span>
            </Link>
          ) : (
            <span className={styles.platformLink}>
              <span className={styles.platformName}>{p.name}</span>
              <span className={styles.platformPrice}>Coming soon</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
