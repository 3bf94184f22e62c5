import { formatUSD } from '../../money'
import { oneLine } from '../escape'
import { renderMail } from '../layout'
import { DEFAULT_BRAND, type Mail, type MailBrand } from '../types'

export interface ReferralInviteInput {
  /** The member's first name, or null: the mail then says "A friend". */
  from: string | null
  /** The member's link (with ?ref=). */
  link: string
  /** The friend's single-use code for their first order. */
  code: string
  discount: number
}

/** The share-by-e-mail invitation (account.md section 7 `share-via-email`, template 'referral'; issue 31 item 2). */
export function referralInviteMail(input: ReferralInviteInput, brand: MailBrand = DEFAULT_BRAND): Mail {
  const who = input.from ? oneLine(input.from).slice(0, 60) : 'A friend'
  const off = formatUSD(input.discount)
  return renderMail({
    brand,
    subject: `${who} sent you ${off} off your first controller`,
    heading: `${off} off your first order`,
    blocks: [
      { kind: 'p', text: `${who} builds custom controllers with us and thinks you would like to as well.` },
      {
        kind: 'p',
        text: `Your first order is ${off} off with the code ${input.code}: it is applied for you when you check out with this e-mail address.`,
      },
      { kind: 'button', label: 'Start building', url: input.link },
    ],
  })
}
