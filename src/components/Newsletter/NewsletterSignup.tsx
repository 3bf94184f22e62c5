'use client'

import { lazy, Suspense } from 'react'

// Rendered on the server like the rest of the footer; in the browser its code loads after the page's own, so the
// form on every page adds nothing to the first load (the fast-pages budget).
const NewsletterForm = lazy(() => import('./NewsletterForm'))

/** The footer's newsletter band. */
export function NewsletterSignup() {
  return (
    <Suspense fallback={null}>
      <NewsletterForm />
    </Suspense>
  )
}
