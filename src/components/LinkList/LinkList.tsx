'use client'

import Link from 'next/link'
import type { NavLink } from '@/storefront/navigation'

/**
 * A plain list of links (footer columns, phone menu sections). A client component: every page's React payload carries
 * the links (`{ label, href }`), not the list's tree, which is about twice as long.
 */
export function LinkList({ links, className }: { links: readonly NavLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href}>{l.label}</Link>
        </li>
      ))}
    </ul>
  )
}
