'use client'

import { useRouter } from 'next/navigation'
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useViewer } from '@/components/session'
import { safeRedirectPath } from '@/lib/account/redirect'
import { ACCOUNT_HOME } from '@/lib/routes/account'
import styles from './auth.module.css'
import { LoginForm } from './LoginForm'
import { RegisterForm } from './RegisterForm'

type Tab = 'login' | 'register'
const TABS: ReadonlyArray<{ id: Tab; label: string }> = [
  { id: 'login', label: 'Sign In' },
  { id: 'register', label: 'Create Account' },
]

const tabOfHash = (hash: string): Tab => (hash === '#register' ? 'register' : 'login')

/** Where to go after signing in: `redirect-url` when it is a path of this site, else the account. */
export function afterSignIn(): string {
  return safeRedirectPath(new URLSearchParams(window.location.search).get('redirect-url'), ACCOUNT_HOME)
}

/**
 * The sign-in page's two tabs (account.md section 2): `#login` and `#register` choose the tab and follow it, so back and
 * forward switch tabs. A signed-in customer on `#login` goes straight on.
 */
export function SignInTabs() {
  const router = useRouter()
  const { viewer, known } = useViewer()
  const [tab, setTab] = useState<Tab>('login')
  const [leaving, setLeaving] = useState(false)
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, register: null })

  useEffect(() => {
    const follow = () => setTab(tabOfHash(window.location.hash))
    follow()
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [])

  const goOn = useCallback(() => {
    setLeaving(true)
    router.replace(afterSignIn())
  }, [router])

  useEffect(() => {
    if (known && viewer && tab === 'login' && !leaving) goOn()
  }, [known, viewer, tab, leaving, goOn])

  const choose = (next: Tab, focus = false) => {
    if (next !== tab) window.location.hash = next // a history entry: back returns to the other tab
    setTab(next)
    if (focus) tabRefs.current[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === tab)
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }
    const move = moves[event.key]
    if (move === undefined) return
    event.preventDefault()
    choose(TABS[(index + move + TABS.length) % TABS.length]!.id, true)
  }

  return (
    <div className={styles.tabsCard}>
      <div role="tablist" aria-label="Sign in or create an account" className={styles.tabList} onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="panel-login"
        aria-labelledby="tab-login"
        hidden={tab !== 'login'}
        className={styles.panel}
      >
        {tab === 'login' && <LoginForm idPrefix="login" onSignedIn={goOn} />}
      </div>
      <div
        role="tabpanel"
        id="panel-register"
        aria-labelledby="tab-register"
        hidden={tab !== 'register'}
        className={styles.panel}
      >
        {tab === 'register' && <RegisterForm onRegistered={goOn} />}
      </div>
    </div>
  )
}
