'use client'

import { Gift, Mail } from 'lucide-react'
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import { callApi } from '@/components/api/call'
import type { ReferralProgramView } from '@/lib/affiliates/api'
import { formatUSD } from '@/lib/money'
import { ACCOUNT_ORDERS_PATH } from '@/lib/routes/account'
import { CopyLink } from './CopyLink'
import { RewardsTable } from './RewardsTable'
import styles from './referral.module.css'
import { ShareByEmail } from './ShareByEmail'

type State = { kind: 'loading' } | { kind: 'ready'; view: ReferralProgramView } | { kind: 'closed'; message: string }

/**
 * The referral program (account.md sections 2, 3, 5, 9): the member's link with Copy, the share links, share by
 * e-mail (also opened by `?shareViaEmail`) and their rewards. The page is cached for everybody; the member's data
 * comes from GET /api/affiliates/me.
 */
export function ReferralProgram() {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const params = useSearchParams()
  const [sharing, setSharing] = useState(params.has('shareViaEmail'))

  useEffect(() => {
    let live = true
    void callApi<ReferralProgramView>('/api/affiliates/me').then((result) => {
      if (!live) return
      setState(result.ok ? { kind: 'ready', view: result.value } : { kind: 'closed', message: result.message })
    })
    return () => {
      live = false
    }
  }, [])

  if (state.kind === 'loading')
    return (
      <p className={styles.muted} role="status">
        Loading your referral link…
      </p>
    )
  if (state.kind === 'closed')
    return (
      <div className={styles.card} data-testid="referral-closed">
        <p>{state.message}</p>
        <Link href={ACCOUNT_ORDERS_PATH}>Back to your orders</Link>
      </div>
    )

  const { view } = state
  const friend = formatUSD(view.reward.friend)
  const referrer = formatUSD(view.reward.referrer)
  return (
    <div className={styles.page} data-testid="referral-program">
      <section className={`${styles.card} ${styles.hero}`} aria-labelledby="give-title">
        <h2 id="give-title" className={styles.heroTitle}>
          <Gift aria-hidden="true" size={24} /> Give {friend}, get {referrer}
        </h2>
        <p>
          Your friend gets <strong>{friend} off</strong> their first order, and you earn{' '}
          <strong>{referrer} cash</strong> when they buy.
        </p>
        <CopyLink link={view.link} label="Your referral link" />
        <div className={styles.shareRow}>
          <a className="button button-secondary" href={view.fbLink} target="_blank" rel="noopener noreferrer">
            Share on Facebook
          </a>
          <a className="button button-secondary" href={view.twLink} target="_blank" rel="noopener noreferrer">
            Share on X
          </a>
          <button type="button" className="button button-secondary" onClick={() => setSharing(true)}>
            <Mail aria-hidden="true" size={18} /> Share by e-mail
          </button>
        </div>
      </section>
      <RewardsTable totals={view.totals} ledger={view.ledger} />
      {sharing && <ShareByEmail onClose={() => setSharing(false)} />}
    </div>
  )
}
