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
 * Every platform's creator as a row of pill links under a heading (the 404 and empty-cart pages). A client component:
 * Next writes the 404 tree into every page's React payload, and props (names and links) weigh less than the tree.
 */
export function PlatformPills({ id, title, platforms, className }: Props) {
  if (platforms.length === 0) return null
  return (
    <nav aria-labelledby={id} className={`${styles.platforms} ${className ?? ''}`}>
      <h2 id={id} className={styles.title}>
        {title}
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
  )
}
