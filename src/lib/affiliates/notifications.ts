/**
 * The mails a partner can choose (account.md section 3: notifications with key, label, description, checked). Every
 * one of them carries the link to the notifications page, where the choice is changed.
 */
export const PARTNER_NOTIFICATIONS = [
  {
    key: 'referred_order',
    label: 'A sale through your link',
    description: 'An e-mail when an order is placed through one of your links.',
    byDefault: true,
  },
  {
    key: 'reward_approved',
    label: 'Commission approved',
    description: 'An e-mail when a commission passes the return window and is approved for payment.',
    byDefault: true,
  },
  {
    key: 'reward_paid',
    label: 'Payout sent',
    description: 'An e-mail when we pay out your approved commissions.',
    byDefault: true,
  },
  {
    key: 'program_news',
    label: 'Program news',
    description: 'New controllers, promotions you can share and changes to the program.',
    byDefault: false,
  },
] as const

export type PartnerNotificationKey = (typeof PARTNER_NOTIFICATIONS)[number]['key']

export const NOTIFICATION_KEYS = PARTNER_NOTIFICATIONS.map((n) => n.key) as readonly PartnerNotificationKey[]

export const isNotificationKey = (key: string): key is PartnerNotificationKey =>
  (NOTIFICATION_KEYS as readonly string[]).includes(key)

/** The stored choice (the keys switched on), or the defaults for a partner who never chose. */
export function chosenNotifications(stored: readonly string[] | null | undefined): PartnerNotificationKey[] {
  if (!stored) return PARTNER_NOTIFICATIONS.filter((n) => n.byDefault).map((n) => n.key)
  return NOTIFICATION_KEYS.filter((key) => stored.includes(key))
}
