import type { ReactNode } from 'react'

/**
 * Account and sign-in pages are rendered per request, not at `next build`: a route without parameters would be
 * prerendered at build time, when the database may be empty or missing, and keep that render (an empty header
 * menu) until its data's tag changed. Their HTML is still the same for every shopper (the customer's data comes from
 * the browser), and the header and footer data they show come from the data cache, so a render is a few
 * milliseconds. See docs/caching.md ("Routes").
 */
export const dynamic = 'force-dynamic'

export default function AccountRoutesLayout({ children }: { children: ReactNode }) {
  return children
}
