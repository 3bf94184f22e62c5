'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

/**
 * The site's header and footer (menu, newsletter, links) around every page but the checkout, which has its own
 * focused bar: the logo and a secure-checkout note (issue 27 item 10). The cart path is a site setting.
 */
export function SiteChrome({
  focusedPaths,
  header,
  footer,
  children,
}: {
  focusedPaths: readonly string[]
  header: ReactNode
  footer: ReactNode
  children: ReactNode
}) {
  const pathname = usePathname()
  const focused = focusedPaths.some((p) => trim(p) === trim(pathname ?? ''))
  return (
    <>
      {!focused && header}
      {children}
      {!focused && footer}
    </>
  )
}

const trim = (path: string) => path.replace(/\/+$/, '') || '/'
