/**
 * How many attempts each bucket allows, and per what. Pure: no Payload, no database, no Next; the environment is
 * passed in so tests can hand their own.
 *
 * A bucket has one or two rules. A rule counts per client address (`by: 'address'`) or per client address and a
 * key the caller names, such as the e-mail being logged into (`by: 'address+key'`). Each rule can be changed from
 * the environment: `RATE_LIMIT_{RULE}` (the rule name upper-cased, `-` as `_`) = `{points}/{seconds}`, e.g.
 * `RATE_LIMIT_LOGIN=10/900`, or `off` to switch that rule off.
 */
export type RateBucket =
  | 'login'
  | 'password-reset'
  | 'register'
  | 'account-change'
  | 'contact'
  | 'newsletter'
  | 'review'
  | 'add-configuration'
  | 'preview'
  | 'check-email'
  | 'coupon'
  | 'create-order'
  | 'log-message'
  | 'wishlist'
  | 'amazon-click'
  | 'share-email'
  | 'affiliate-visit'
  | 'affiliate-lookup'
  | 'places'

export const RATE_BUCKETS: readonly RateBucket[] = [
  'login',
  'password-reset',
  'register',
  'account-change',
  'contact',
  'newsletter',
  'review',
  'add-configuration',
  'preview',
  'check-email',
  'coupon',
  'create-order',
  'log-message',
  'wishlist',
  'amazon-click',
  'share-email',
  'affiliate-visit',
  'affiliate-lookup',
  'places',
]

export interface Limit {
  /** Attempts allowed in one window. */
  points: number
  /** Length of the window in seconds; the count starts at the first attempt. */
  seconds: number
}

export interface RateRule extends Limit {
  /** Unique among all buckets: the counter's prefix in the store and the name of its variable. */
  name: string
  by: 'address' | 'address+key'
}

type Defaults = Readonly<Record<RateBucket, ReadonlyArray<Omit<RateRule, 'points' | 'seconds'> & Limit>>>

/**
 * Defaults: generous for a person, tight for a script. Login counts failures only (a successful login is given back)
 * per (address, e-mail) so one account cannot be guessed at quickly, and per address so one client cannot sweep many
 * accounts; Payload's own lock (five failures, 15 minutes) stays in place behind it. The others protect work and storage: a review is moderated by hand, a
 * configuration is a stored row, a preview miss is ~100 ms of CPU and a file on disk.
 */
export const DEFAULT_RULES: Defaults = {
  login: [
    { name: 'login', by: 'address+key', points: 10, seconds: 15 * 60 },
    { name: 'login-address', by: 'address', points: 20, seconds: 15 * 60 },
  ],
  'password-reset': [
    { name: 'password-reset', by: 'address+key', points: 5, seconds: 60 * 60 },
    { name: 'password-reset-address', by: 'address', points: 20, seconds: 60 * 60 },
  ],
  // New accounts per client: a family may register a few, a script may not fill the users table.
  register: [{ name: 'register', by: 'address', points: 10, seconds: 60 * 60 }],
  // Changes that check the password again (e-mail change, password change): per (address, account).
  'account-change': [{ name: 'account-change', by: 'address+key', points: 10, seconds: 15 * 60 }],
  // Each of these sends an e-mail: a support message, a subscription confirmation.
  contact: [{ name: 'contact', by: 'address', points: 5, seconds: 10 * 60 }],
  newsletter: [
    { name: 'newsletter', by: 'address+key', points: 3, seconds: 60 * 60 },
    { name: 'newsletter-address', by: 'address', points: 20, seconds: 60 * 60 },
  ],
  review: [{ name: 'review', by: 'address', points: 5, seconds: 10 * 60 }],
  'add-configuration': [{ name: 'add-configuration', by: 'address', points: 60, seconds: 60 }],
  preview: [{ name: 'preview', by: 'address', points: 60, seconds: 60 }],
  // The checkout's e-mail check tells whether an account exists (the spec wants it): slow enough that nobody sweeps it.
  'check-email': [{ name: 'check-email', by: 'address', points: 30, seconds: 10 * 60 }],
  // Coupon codes are secrets of a kind: a person tries a few, a script would try thousands.
  coupon: [{ name: 'coupon', by: 'address', points: 30, seconds: 10 * 60 }],
  // Each order holds stock until it is paid or canceled.
  'create-order': [{ name: 'create-order', by: 'address', points: 30, seconds: 10 * 60 }],
  // The checkout's payment and wallet errors for the server log: enough for a bad day, not a log flood.
  'log-message': [{ name: 'log-message', by: 'address', points: 60, seconds: 10 * 60 }],
  // Wish-list adds per (address, customer): a shopper saves a few a minute, a script would fill the table.
  wishlist: [{ name: 'wishlist', by: 'address+key', points: 60, seconds: 60 }],
  // Clicks counted on the Amazon slider per address: a shopper opens a few items, a script would inflate the counts.
  'amazon-click': [{ name: 'amazon-click', by: 'address', points: 30, seconds: 10 * 60 }],
  // Referral invitations send mail to addresses the member types: a few friends a day, never a mailing list.
  'share-email': [
    { name: 'share-email', by: 'address+key', points: 10, seconds: 24 * 60 * 60 },
    { name: 'share-email-address', by: 'address', points: 20, seconds: 24 * 60 * 60 },
  ],
  // Arrivals through ?ref= links per address: each is a visit row; a script must not fill the table.
  'affiliate-visit': [{ name: 'affiliate-visit', by: 'address', points: 60, seconds: 10 * 60 }],
  // The link generator, the notifications page and the friend offer tell whether an e-mail is a partner or a customer.
  'affiliate-lookup': [{ name: 'affiliate-lookup', by: 'address', points: 30, seconds: 10 * 60 }],
  // Place-finder questions the geocoder has to answer (kept answers are free): typing an address asks a few a second.
  places: [{ name: 'places', by: 'address', points: 120, seconds: 60 }],
}

/** `RATE_LIMIT_LOGIN_ADDRESS` for `login-address`. */
export const envName = (rule: string): string => `RATE_LIMIT_${rule.toUpperCase().replaceAll('-', '_')}`

const LIMIT = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})\s*$/

/**
 * Reads `{points}/{seconds}` (both whole numbers above 0), or `off`. Throws for anything else, so a typo in the
 * environment is a clear error at the first request rather than a limit that silently is not there.
 */
export function parseLimit(text: string, label = 'rate limit'): Limit | 'off' {
  if (text.trim().toLowerCase() === 'off') return 'off'
  const match = LIMIT.exec(text)
  const points = Number(match?.[1])
  const seconds = Number(match?.[2])
  if (!match || points < 1 || seconds < 1)
    throw new Error(`${label} must be "{attempts}/{seconds}" (e.g. 10/900) or "off", not ${JSON.stringify(text)}.`)
  return { points, seconds }
}

/** The rules in force for a bucket: the defaults, each replaced by its variable when set; rules turned off left out. */
export function rulesFor(bucket: RateBucket, env: Readonly<Record<string, string | undefined>>): RateRule[] {
  const rules: RateRule[] = []
  for (const rule of DEFAULT_RULES[bucket]) {
    const name = envName(rule.name)
    const raw = env[name]
    const limit = raw === undefined || raw.trim() === '' ? rule : parseLimit(raw, name)
    if (limit !== 'off') rules.push({ ...rule, points: limit.points, seconds: limit.seconds })
  }
  return rules
}
