import type { PayloadRequest } from 'payload'
import type { AffiliateInfoView, PartnerManageView } from '../../../lib/affiliates/api'
import { landingLink } from '../../../lib/affiliates/links'
import { AFFILIATE_MESSAGES } from '../../../lib/affiliates/messages'
import { chosenNotifications, isNotificationKey, PARTNER_NOTIFICATIONS } from '../../../lib/affiliates/notifications'
import { ForbiddenError, InputError, NotFoundError, RuleError } from '../../../lib/errors'
import type { Affiliate } from '../../../payload-types'
import { publicServerUrl } from '../../../security/origins'
import { consume } from '../../../server/rate-limit'
import { affiliateByEmail } from './reads'
import { validManageHash } from './signatures'

const refuse = (field: 'email' | 'url', message: string) => new RuleError(message, { [field]: [message] })

/**
 * GET /api/affiliates/info?email=&url= (account.md sections 5 and 7; issue 31 item 5): the partner link generator.
 * The spec's messages in its order; the landing page must be this store's https page and take affiliate parameters.
 */
export async function affiliateInfo(
  req: PayloadRequest,
  input: { email?: string; url?: string },
): Promise<AffiliateInfoView> {
  const email = input.email?.trim() ?? ''
  const url = input.url?.trim() ?? ''
  if (!email) throw refuse('email', AFFILIATE_MESSAGES.emailRequired)
  if (!url) throw refuse('url', AFFILIATE_MESSAGES.urlRequired)
  await consume(req, 'affiliate-lookup')
  const partner = await affiliateByEmail(req, email)
  if (partner?.kind !== 'partner') throw refuse('email', AFFILIATE_MESSAGES.partnerNotFound)
  if (partner.status !== 'approved') throw refuse('email', AFFILIATE_MESSAGES.notApproved)
  const link = landingLink(publicServerUrl(), url, partner.code)
  if (!link.ok) throw refuse('url', link.message)
  return { email: partner.email, approved: true, referralCode: partner.code, link: link.link }
}

/** The partner a notifications link names, when its hash is right. */
async function signedPartner(req: PayloadRequest, input: { email?: string; hash?: string }): Promise<Affiliate> {
  const email = input.email?.trim().toLowerCase() ?? ''
  const hash = input.hash?.trim() ?? ''
  if (!email || !hash) throw new InputError(AFFILIATE_MESSAGES.notEnoughCredential)
  if (!validManageHash(req.payload.secret, email, hash)) throw new ForbiddenError(AFFILIATE_MESSAGES.badCredential)
  await consume(req, 'affiliate-lookup')
  const partner = await affiliateByEmail(req, email)
  if (!partner) throw new NotFoundError(AFFILIATE_MESSAGES.partnerNotFound)
  return partner
}

function manageView(partner: Affiliate): PartnerManageView {
  const chosen = chosenNotifications(partner.notificationsChosen ? (partner.notifications ?? []) : null)
  return {
    email: partner.email,
    affiliateId: partner.id,
    approved: partner.status === 'approved',
    referralCode: partner.code,
    notifications: PARTNER_NOTIFICATIONS.map((n) => ({
      key: n.key,
      label: n.label,
      description: n.description,
      checked: chosen.includes(n.key),
    })),
  }
}

/** GET /api/affiliates/manage?email=&hash=: the partner's notification choices (issue 31 item 6). */
export async function readPartnerNotifications(
  req: PayloadRequest,
  input: { email?: string; hash?: string },
): Promise<PartnerManageView> {
  return manageView(await signedPartner(req, input))
}

/** POST /api/affiliates/manage: saves them. A wrong hash or an unknown key changes nothing. */
export async function savePartnerNotifications(
  req: PayloadRequest,
  input: { email?: string; hash?: string; notifications: Record<string, boolean> },
): Promise<PartnerManageView> {
  const partner = await signedPartner(req, input)
  const unknown = Object.keys(input.notifications).filter((key) => !isNotificationKey(key))
  if (unknown.length) throw new RuleError(AFFILIATE_MESSAGES.unknownNotification, { notifications: unknown })
  const current = chosenNotifications(partner.notificationsChosen ? (partner.notifications ?? []) : null)
  const next = PARTNER_NOTIFICATIONS.map((n) => n.key).filter(
    (key) => input.notifications[key] ?? current.includes(key),
  )
  const saved = await req.payload.update({
    collection: 'affiliates',
    id: partner.id,
    data: { notifications: next, notificationsChosen: true },
    req,
    overrideAccess: true, // the signed link is the partner's proof; only their choices change
  })
  return manageView(saved)
}
