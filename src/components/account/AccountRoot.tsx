'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { SETTINGS_PATH } from '@/lib/routes/account'

/** Wider than a phone (account.md section 9: phones are at most 700 px). */
const DESKTOP = '(min-width: 701px)'

/**
 * /account on a desktop goes on to My Settings; on a phone the shell shows the sidebar alone. The page is cached for
 * every screen, so the browser decides.
 */
export function AccountRoot() {
  const router = useRouter()
  useEffect(() => {
    if (window.matchMedia(DESKTOP).matches) router.replace(SETTINGS_PATH)
  }, [router])
  return null
}
