'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect, useState } from 'react'
import { OPEN_LOGIN_EVENT } from './open'

// Loaded the first time the modal opens: pages do not ship the form, zod or react-hook-form until then.
const LoginModal = lazy(() => import('./LoginModal'))

/** Mounted once in the storefront layout: opens the login modal when a page calls `openLoginModal()`. */
export function LoginModalHost() {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()
  // A link in the modal (Forgot password?, Create account) leads to another page: the modal does not follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    const show = () => setOpen(true)
    window.addEventListener(OPEN_LOGIN_EVENT, show)
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, show)
  }, [])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <LoginModal onClose={() => setOpen(false)} />
    </Suspense>
  )
}
