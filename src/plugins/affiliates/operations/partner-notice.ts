import type { Payload, PayloadRequest } from 'payload'
import { chosenNotifications } from '../../../lib/affiliates/notifications'
import { type PartnerNoticeKind, partnerNoticeMail } from '../../../lib/mail/templates/partner-notice'
import { AFFILIATES_NOTIFICATIONS_PATH } from '../../../lib/routes/affiliates'
import type { Affiliate } from '../../../payload-types'
import { mailBrand, sendMail, storeLink } from '../../mail'
import { manageHash } from './signatures'

/** The partner's notifications page, signed for them (issue 31 item 6): every partner mail carries it. */
export function manageLink(secret: string, email: string): string {
  const query = new URLSearchParams({ email: email.toLowerCase(), hash: manageHash(secret, email) })
  return storeLink(`${AFFILIATES_NOTIFICATIONS_PATH}?${query}`)
}

/** Queues a partner mail in the caller's transaction, when the partner wants that kind. */
export async function queuePartnerNotice(
  req: PayloadRequest,
  affiliate: Affiliate,
  notice: { kind: PartnerNoticeKind; amount: number; order: number | null },
): Promise<void> {
  const wanted = chosenNotifications(affiliate.notificationsChosen ? (affiliate.notifications ?? []) : null)
  if (!wanted.includes(notice.kind)) return
  await req.payload.jobs.queue({
    task: 'partner-notice',
    input: { affiliate: affiliate.id, kind: notice.kind, amount: notice.amount, order: notice.order },
    req,
  })
}

/** The queued partner mail (the 'partner-notice' task). */
export async function sendPartnerNotice(
  payload: Payload,
  input: { affiliate: number; kind: PartnerNoticeKind; amount: number; order: number | null },
): Promise<void> {
  const affiliate = await payload.findByID({
    collection: 'affiliates',
    id: input.affiliate,
    depth: 0,
    overrideAccess: true, // the mail's own partner
  })
  const order = input.order
    ? await payload.findByID({
        collection: 'orders',
        id: input.order,
        depth: 0,
        select: { number: true },
        overrideAccess: true, // its number only
      })
    : null
  const mail = partnerNoticeMail(
    {
      kind: input.kind,
      amount: input.amount,
      orderNumber: order?.number ?? null,
      manageUrl: manageLink(payload.secret, affiliate.email),
    },
    await mailBrand(payload),
  )
  await sendMail(payload, { to: affiliate.email, mail })
}
