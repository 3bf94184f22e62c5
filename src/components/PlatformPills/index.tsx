'use client'

import Link from 'next/link'
import { ArrowRight } from '@/components/icons'
import styles from './PlatformPills.module.css'

interface Props {
  /** The heading's id (the nav is labelled by it). */
  id: string
  title: string
  platforms: ReadonlyArray<{ id: number | string; name: string; href?: string | null }>
  /** The page's spacing around the list. */
  className?: string
}

/**
 * Every platform's creator as a row of pill links under a heading (the 404 and empty-cart pages); platforms without a
 * creator are left out. A client component: Next writes the 404 tree into every page's React payload, and props weigh
 * less than the tree. Given the header's own list (`getPlatformLinks`, the same array), the payload refers to it
 * instead of writing the platforms again.
 */
export function PlatformPills({ id, title, platforms, className }: Props) {
  const linked = platforms.filter((p) => p.href)
  if (linked.length === 0) return null
  return (
    <nav aria-labelledby={id} className={`${styles.platforms} ${className ?? ''}`}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul>
        {linked.map((p) => (
          <li key={p.id}>
            <Link href={p.href as string}>
              {p.name}
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
