import type { Config, Plugin } from 'payload'
import { ContactMessages } from './ContactMessages'
import { clientFormEndpoints } from './endpoints'
import { NewsletterSubscribers } from './NewsletterSubscribers'

export { CONTACT_STATUSES, ContactMessages } from './ContactMessages'
export { confirmEndpoint, contactEndpoint, subscribeEndpoint, unsubscribeEndpoint } from './endpoints'
export { NewsletterSubscribers, SUBSCRIBER_STATUSES, type SubscriberStatus } from './NewsletterSubscribers'

/**
 * The client forms of account.md section 5 that are not about an account: the contact form (stored and e-mailed to
 * support) and the newsletter (double opt-in). Adds `contact-messages`, `newsletter-subscribers` and the endpoints
 * POST /api/contact, /api/newsletter/subscribe, /confirm and /unsubscribe. Register it after `mailPlugin()`.
 */
export function clientFormsPlugin(): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), ContactMessages, NewsletterSubscribers],
    endpoints: [...(config.endpoints ?? []), ...clientFormEndpoints],
  })
}
