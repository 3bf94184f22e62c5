'use client'

import { LogIn } from '@/components/icons'
import { useViewer } from '@/components/session'
import { openLoginModal } from './open'

/** 'Sign in' for guests (nothing once the shopper is known to be signed in): opens the login modal, no page change. */
export function SignInButton({ className = 'button button-secondary' }: { className?: string }) {
  const { viewer, known } = useViewer()
  if (!known || viewer) return null
  return (
    <button type="button" className={className} onClick={openLoginModal}>
      <LogIn aria-hidden="true" size={18} /> Sign in
    </button>
  )
}
