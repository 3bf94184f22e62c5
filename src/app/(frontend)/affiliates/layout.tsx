import type { ReactNode } from 'react'

/** Rendered per request, never at `next build`: the reason is in src/app/(frontend)/account/layout.tsx. */
export const dynamic = 'force-dynamic'

export default function AffiliatesRoutesLayout({ children }: { children: ReactNode }) {
  return children
}
