import Link from 'next/link'
import { ChevronLeft, ChevronRight } from '@/components/icons'
import styles from './Breadcrumbs.module.css'

export interface Crumb {
  label: string
  href?: string
}

/** Full trail on desktop; on phones a back link to the previous crumb (storefront.md section 2). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const previous = [...items].reverse().find((c, i) => i > 0 && c.href)
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.trail}>
        {items.map((c, i) => {
          const last = i === items.length - 1
          return (
            <li key={c.href ?? c.label} className={styles.item}>
              {c.href && !last ? (
                <Link href={c.href}>{c.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{c.label}</span>
              )}
              {!last && <ChevronRight aria-hidden="true" size={14} className={styles.separator} />}
            </li>
          )
        })}
      </ol>
      {previous?.href && (
        <Link href={previous.href} className={styles.back}>
          <ChevronLeft aria-hidden="true" size={16} />
          Back to {previous.label}
        </Link>
      )}
    </nav>
  )
}
