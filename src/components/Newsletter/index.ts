export { NewsletterLink } from './NewsletterLink'
export { NewsletterSignup } from './NewsletterSignup'
