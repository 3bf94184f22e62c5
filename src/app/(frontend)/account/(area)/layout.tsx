import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { AccountShell } from '@/components/account/AccountShell'

export const metadata: Metadata = { title: 'My Account · Padforge', robots: { index: false } }

/** Every page under /account but sign-in and logout: the same static shell for everybody (docs/caching.md). */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <AccountShell>{children}</AccountShell>
}
