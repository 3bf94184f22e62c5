import { z } from 'zod'
import '../zod-jitless'
import { formatUSD } from '../money'
import { AFFILIATE_MESSAGES } from './messages'

/**
 * What the referral and partner pages print and check (account.md sections 5 and 9). Pure: the components and the
 * tests share it.
 */

/** A reward as the copy says it: '$10' for whole dollars, '$7.50' otherwise ("Give $10, get $10"). */
export function rewardText(cents: number): string {
  return cents % 100 === 0 ? `$${(cents / 100).toLocaleString('en-US')}` : formatUSD(cents)
}

/** A ledger amount with its sign: a reversal reads '−$10.00' (a true minus sign), a reward '$10.00'. */
export function ledgerAmountText(cents: number): string {
  return cents < 0 ? `−${formatUSD(-cents)}` : formatUSD(cents)
}

/** The rewards' empty state, in the reward's own amount. */
export const noRewardsText = (referrerCents: number) =>
  `No rewards yet: share your link to earn your first ${rewardText(referrerCents)}.`

/** Where Copy failed (no clipboard): the field is selected for the shopper to copy by hand. */
export const COPY_BY_HAND = 'Press Ctrl+C (⌘C on a Mac) to copy'

/** The partner link generator's form (account.md section 5): both fields required, in the spec's words. */
export const linkGeneratorSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: AFFILIATE_MESSAGES.emailRequired })
    .max(254, { error: AFFILIATE_MESSAGES.partnerNotFound }),
  url: z
    .string()
    .trim()
    .min(1, { error: AFFILIATE_MESSAGES.urlRequired })
    .max(2048, { error: AFFILIATE_MESSAGES.badLanding }),
})
export type LinkGeneratorInput = z.input<typeof linkGeneratorSchema>
export type LinkGeneratorValues = z.output<typeof linkGeneratorSchema>
