'use client'

import Link from 'next/link'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { callAccount } from '@/components/account/api'
import { Gift, Link2, Mail } from '@/components/icons'
import type { ReferralProgramView } from '@/lib/affiliates/api'
import { rewardText } from '@/lib/affiliates/share'
import { ACCOUNT_ORDERS_PATH } from '@/lib/routes/account'
import { AFFILIATES_PATH } from '@/lib/routes/affiliates'
import { CopyLink } from './CopyLink'
import { RewardsTable } from './RewardsTable'
import styles from './referral.module.css'
import { ShareByEmail } from './ShareByEmail'

/** The query parameter that opens the share popup (account.md section 2). */
const SHARE_PARAM = 'shareViaEmail'

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; view: ReferralProgramView }
  /** 404: the customer is not a member. */
  | { kind: 'closed'; message: string }
  | { kind: 'failed'; message: string }

/**
 * The referral program (account.md sections 2, 3, 5, 9): the member's link with Copy, the share links, share by
 * e-mail (also opened by `?shareViaEmail`) and their rewards. The page is cached for everybody; the member's data
 * comes from GET /api/affiliates/me, which answers 404 to a customer who is not a member.
 */
export function ReferralProgram() {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const params = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const [sharing, setSharing] = useState(params.has(SHARE_PARAM))

  const load = useCallback(async () => {
    const result = await callAccount<ReferralProgramView>('/api/affiliates/me')
    if (result.ok) return setState({ kind: 'ready', view: result.value })
    setState({ kind: result.status === 404 ? 'closed' : 'failed', message: result.message })
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  const closeShare = () => {
    setSharing(false)
    // A reload or a shared address should not open the popup again.
    if (params.has(SHARE_PARAM)) router.replace(pathname, { scroll: false })
  }

  if (state.kind === 'loading')
    return (
      <p className={styles.muted} role="status">
        Loading your referral link…
      </p>
    )
  if (state.kind === 'closed')
    return (
      <div className={`${styles.card} ${styles.notice}`} data-testid="referral-closed">
        <p>{state.message}</p>
        <p className={styles.muted}>
          Members get a link to share: friends get money off their first controller, and you earn cash when they buy.
        </p>
        <Link href={ACCOUNT_ORDERS_PATH} className="button button-secondary">
          Back to your orders
        </Link>
      </div>
    )
  if (state.kind === 'failed')
    return (
      <div className={`${styles.card} ${styles.notice}`} data-testid="referral-failed">
        <p className={styles.error} role="alert">
          {state.message}
        </p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setState({ kind: 'loading' })
            void load()
          }}
        >
          Try again
        </button>
      </div>
    )

  const { view } = state
  const friend = rewardText(view.reward.friend)
  const referrer = rewardText(view.reward.referrer)
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
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <a className="button button-secondary" href={view.twLink} target="_blank" rel="noopener noreferrer">
            Share on X<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <button type="button" className="button button-secondary" onClick={() => setSharing(true)}>
            <Mail aria-hidden="true" size={18} /> Share by e-mail
          </button>
        </div>
      </section>
      <RewardsTable totals={view.totals} ledger={view.ledger} reward={view.reward.referrer} />
      {view.isPartner && (
        <p className={styles.muted}>
          <Link2 aria-hidden="true" size={16} className={styles.inlineIcon} /> Partners can link to any page of the
          store: <Link href={AFFILIATES_PATH}>open the link generator</Link>.
        </p>
      )}
      {sharing && <ShareByEmail friendReward={friend} onClose={closeShare} />}
    </div>
  )
}
