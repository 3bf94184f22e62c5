'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { CopyLink } from '@/components/account/referral/CopyLink'
import { callApi } from '@/components/api/call'
import { Gift, Mail } from '@/components/icons'
import { REFERRAL_REWARD, type ReferralProgramView } from '@/lib/affiliates/api'
import { rewardText } from '@/lib/affiliates/share'
import { REFERRAL_PROGRAM_PATH, signInHref } from '@/lib/routes/account'
import styles from './thanks.module.css'

const dollars = rewardText

/**
 * The thanks page's referral rewards block (checkout.md sections 2 and 3: code, link, fbLink, twLink): a signed-in
 * buyer (every buyer is a member once they ordered) gets their link to copy and the program's page; a guest is
 * invited to sign in (their account was made with the order) to get theirs.
 */
export function ThanksReferral({ signedIn }: { signedIn: boolean }) {
  const [program, setProgram] = useState<ReferralProgramView | null>(null)
  useEffect(() => {
    if (!signedIn) return
    let live = true
    void callApi<ReferralProgramView>('/api/affiliates/me').then((r) => live && r.ok && setProgram(r.value))
    return () => {
      live = false
    }
  }, [signedIn])
  const reward = program?.reward ?? REFERRAL_REWARD
  return (
    <section
      className={`${styles.card} ${styles.referral}`}
      aria-labelledby="referral-title"
      data-testid="thanks-referral"
    >
      <h2 id="referral-title" className={styles.cardTitle}>
        <Gift aria-hidden="true" size={20} /> Give {dollars(reward.friend)}, get {dollars(reward.referrer)}
      </h2>
      <p>
        Know someone who deserves a better controller? Your friend gets <strong>{dollars(reward.friend)} off</strong>{' '}
        their first order, and you earn <strong>{dollars(reward.referrer)} cash</strong> when they buy.
      </p>
      {program ? (
        <>
          <CopyLink link={program.link} label="Your referral link" />
          <p className={styles.referralLinks}>
            <Link href={`${REFERRAL_PROGRAM_PATH}?shareViaEmail`} className="button button-secondary">
              <Mail aria-hidden="true" size={18} /> Invite a friend by e-mail
            </Link>
            <Link href={REFERRAL_PROGRAM_PATH}>Follow your rewards</Link>
          </p>
        </>
      ) : (
        !signedIn && (
          <p>
            <Link href={signInHref(REFERRAL_PROGRAM_PATH)}>Sign in to get your link</Link> (your account’s password is
            in your e-mail).
          </p>
        )
      )}
    </section>
  )
}
