import { EMAIL_MESSAGES } from '../forms/email-rule'

/** The referral and affiliate texts (account.md sections 5 and 8; issue 31). */
export const AFFILIATE_MESSAGES = {
  // The link generator (account.md section 5, in the spec's words).
  emailRequired: 'Please enter your affiliate program Email',
  urlRequired: 'Please enter Landing Page URL',
  notApproved: 'Your partner account still not approved',
  partnerNotFound: 'Partner with that Email is not found',
  badLanding: 'This landing page does not support affiliate parameters',
  // The notifications page.
  notEnoughCredential: 'Not enough credential',
  badCredential: 'This link is not valid. Please use the link from your latest partner e-mail.',
  unknownNotification: 'Unknown notification.',
  // The referral page.
  notMember: 'The referral program is not open to this account.',
  shareEmailRequired: EMAIL_MESSAGES.required,
  shareEmailInvalid: EMAIL_MESSAGES.invalid,
  shareOwnEmail: 'That is your own e-mail. Share the link with a friend.',
  shareAlreadyCustomer: 'That friend already shops with us, so the first-order discount cannot go to them.',
  shareSent: (email: string) => `Invitation sent to ${email}`,
  copied: 'Copied',
} as const

/** How long the 'Copied' notice shows (account.md section 9). */
export const COPIED_NOTICE_MS = 3000
