import type { PayloadRequest } from 'payload'
import { shareLinks } from '../../../lib/affiliates/links'
import { AFFILIATE_MESSAGES } from '../../../lib/affiliates/messages'
import { emailKey } from '../../../lib/email-identity'
import { NotFoundError, RuleError, UnauthorizedError } from '../../../lib/errors'
import { emailProblem } from '../../../lib/forms/email-rule'
import { referralInviteMail } from '../../../lib/mail/templates/referral-invite'
import { publicServerUrl } from '../../../security/origins'
import { consume } from '../../../server/rate-limit'
import { mailBrand, sendMail } from '../../mail'
import { friendOfferFor } from './friend-offer'
import { affiliateOfCustomer } from './reads'

const refuse = (message: string) => new RuleError(message, { email: [message] })

/**
 * POST /api/account/share-via-email (account.md sections 5 and 7; issue 31 item 2): a member invites a friend by
 * e-mail. The friend's single-use code is made for that address and sent with the member's link, from the 'referral'
 * template. Not to the member's own address, nor to someone who already ordered; rate limited per member.
 */
export async function shareViaEmail(req: PayloadRequest, input: { email: string }): Promise<{ message: string }> {
  if (req.user?.collection !== 'users') throw new UnauthorizedError()
  const affiliate = await affiliateOfCustomer(req, Number(req.user.id))
  if (affiliate?.status !== 'approved') throw new NotFoundError(AFFILIATE_MESSAGES.notMember)
  const problem = emailProblem(input.email)
  if (problem) throw refuse(problem)
  const to = input.email.trim()
  if (emailKey(to) === emailKey(req.user.email ?? '') || emailKey(to) === emailKey(affiliate.email))
    throw refuse(AFFILIATE_MESSAGES.shareOwnEmail)
  await consume(req, 'share-email', String(affiliate.id))
  const offer = await friendOfferFor(req, affiliate, to)
  if (!offer) throw refuse(AFFILIATE_MESSAGES.shareAlreadyCustomer)
  const { link } = shareLinks(publicServerUrl(), affiliate.code)
  const mail = referralInviteMail(
    { from: affiliate.name ?? null, link, code: offer.code, discount: offer.discount },
    await mailBrand(req.payload),
  )
  await sendMail(req.payload, { to, mail })
  return { message: AFFILIATE_MESSAGES.shareSent(to) }
}
