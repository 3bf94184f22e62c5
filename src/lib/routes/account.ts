/**
 * The account area's addresses (account.md section 2) and the sidebar's items. Pure: the header, the account pages
 * and the tests share it. Items that arrive with later issues (orders, returns, wish list, recently viewed, referral,
 * forums) are added here when their pages exist: the sidebar never links a page that is not there.
 */
export const ACCOUNT_ROOT = '/account'
export const SIGN_IN_PATH = '/account/sign-in'
export const LOGOUT_PATH = '/account/logout'
export const SETTINGS_PATH = '/account/settings'
export const SHIPPING_ADDRESSES_PATH = '/account/shipping-addresses'
/** The browsing history (storefront.md section 2: /account/recently-viewed). */
export const RECENTLY_VIEWED_PATH = `${ACCOUNT_ROOT}/recently-viewed`
export const WISHLIST_PATH = '/account/wishlist'
/** The referral program (account.md section 2: account-referral-program), for affiliate members only. */
export const REFERRAL_PROGRAM_PATH = `${ACCOUNT_ROOT}/referral-program`
export const PASSWORD_RESET_PATH = '/password/reset'
/** The customer's own forum posts and topics (account.md section 2: forum-activity). */
export const FORUM_ACTIVITY_PATH = `${ACCOUNT_ROOT}/forum-activity`

/** The order history's three lists (account.md section 2: /account/orders/{status}). */
export const ORDER_LISTS = [
  { status: 'all', title: 'Purchase History' },
  { status: 'canceled', title: 'Cancelled Orders' },
  { status: 'returns', title: 'Returns' },
] as const
export type OrderList = (typeof ORDER_LISTS)[number]['status']
export const ORDERS_ROOT = '/account/orders'
export const ordersPath = (status: OrderList) => `${ORDERS_ROOT}/${status}`
export const ACCOUNT_ORDERS_PATH = ordersPath('all')
/** The tracking page of an order product (account.md: /account/track/{orderProductId}). */
export const trackPath = (orderProductId: string) => `/account/track/${encodeURIComponent(orderProductId)}`

/** The return form of an order product (account.md section 2: /account/init-return/{orderProductId}). */
export const initReturnPath = (orderProductId: string) => `/account/init-return/${encodeURIComponent(orderProductId)}`
/** A return's summary (account.md section 2: /account/return/{rmaId}). */
export const returnPath = (rmaId: number) => `/account/return/${rmaId}`
/** A return's label to print (account.md section 2: /returns/{id}/print-label). */
export const printLabelPath = (rmaId: number) => `/returns/${rmaId}/print-label`

/** Where a signed-in customer lands from sign-in (#login): the purchase history. */
export const ACCOUNT_HOME = ACCOUNT_ORDERS_PATH

/** The sign-in page that comes back to `path` afterwards (`redirect-url`, account.md section 2). */
export function signInHref(path?: string, tab: 'login' | 'register' = 'login'): string {
  const query = path ? `?${new URLSearchParams({ 'redirect-url': path })}` : ''
  return `${SIGN_IN_PATH}${query}#${tab}`
}

/** The reset page with the e-mail the shopper already typed (`/password/reset?email=`). */
export function passwordResetHref(email?: string | null): string {
  return email ? `${PASSWORD_RESET_PATH}?${new URLSearchParams({ email })}` : PASSWORD_RESET_PATH
}

export interface SidebarItem {
  label: string
  href: string
  /** Shown only to affiliate members (account.md section 6: isAffiliateMember). */
  membersOnly?: boolean
  /** A small tag beside the label ('New'). */
  tag?: string
  /** Another site's page (the forum's): a plain link. */
  external?: boolean
}

/** The sidebar, in the spec's order, with the items whose pages exist. Log Out is shown apart (it is an action). */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { label: 'My Settings', href: SETTINGS_PATH },
  ...ORDER_LISTS.map((list) => ({ label: list.title, href: ordersPath(list.status) })),
  { label: 'Shipping Addresses', href: SHIPPING_ADDRESSES_PATH },
  { label: 'My Wish List', href: WISHLIST_PATH },
  { label: 'Recently Viewed', href: RECENTLY_VIEWED_PATH },
  { label: 'Referral Program', href: REFERRAL_PROGRAM_PATH, membersOnly: true, tag: 'New' },
]

/** The forum as the sidebar knows it (GET /api/session's `forum`): null when no forum is configured. */
export interface SidebarForum {
  /** The forum's home. */
  url: string
  /** The forum's page of the user's own settings. */
  settingsUrl: string
  /** Whether the store can read the customer's forum activity. */
  activity: boolean
}

/** Forum Settings and Forum Activity (account.md section 2), after Recently Viewed; none without a forum. */
export function forumItems(forum: SidebarForum | null): SidebarItem[] {
  if (!forum) return []
  const settings: SidebarItem = { label: 'Forum Settings', href: forum.settingsUrl, external: true }
  return forum.activity ? [settings, { label: 'Forum Activity', href: FORUM_ACTIVITY_PATH }] : [settings]
}

/** The sidebar a viewer sees: the referral item only for affiliate members, the forum's only with a forum. */
export function sidebarFor(
  viewer: { isAffiliateMember: boolean } | null,
  forum: SidebarForum | null = null,
): readonly SidebarItem[] {
  const items = SIDEBAR_ITEMS.filter((item) => !item.membersOnly || viewer?.isAffiliateMember === true)
  const at = items.findIndex((item) => item.href === RECENTLY_VIEWED_PATH) + 1
  return [...items.slice(0, at), ...forumItems(forum), ...items.slice(at)]
}

/** Is `pathname` inside the account area (not sign-in), i.e. does it need a signed-in customer? */
export function isAccountAreaPath(pathname: string): boolean {
  if (pathname === ACCOUNT_ROOT) return true
  if (!pathname.startsWith(`${ACCOUNT_ROOT}/`)) return false
  return pathname !== SIGN_IN_PATH && pathname !== LOGOUT_PATH
}
