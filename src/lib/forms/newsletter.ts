import { z } from 'zod'
import '../zod-jitless'
import { emailField } from './email'

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_HOURS = 48

export const NEWSLETTER_MESSAGES = {
  /** Said for every address alike (new, pending, confirmed): the reply tells nobody who is subscribed. */
  checkInbox: 'Thank you! Please check your inbox and confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Thank you for subscribing!',
  badToken: 'This confirmation link has expired or was already used. Please subscribe again.',
  unsubscribed: 'You are unsubscribed and will not receive our newsletter any more.',
  badUnsubscribe: 'This unsubscribe link is not valid.',
} as const

/** The footer's subscribe form (the footer itself checks with emailProblem(), which ships no zod). */
export const newsletterSchema = z.object({ email: emailField })

export type NewsletterForm = z.output<typeof newsletterSchema>
