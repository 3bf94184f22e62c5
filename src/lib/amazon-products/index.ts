/**
 * The Amazon products slider's rules (storefront.md sections 2, 7, 9). Pure: no framework import.
 *
 * A merchandiser files each item under a group (a slug such as `ps5-accessories`); a page names the group its slider
 * shows. The slider's links go through the click counter, which redirects to the item's Amazon link, so that link
 * must be Amazon's: otherwise the store's own address would redirect anywhere a mistaken or hostile entry says.
 */
import { SLUG_PATTERN } from '../slug'

/** The most items one group's slider shows (a merchandiser files a handful; more would never be scrolled to). */
export const AMAZON_GROUP_LIMIT = 24

/**
 * Names that are Payload's own routes of the collection (`GET /api/amazon-products/count`, `/versions`): a group may
 * not take them, and a group always holds a letter, so `GET /api/amazon-products/{digits}` stays the read by id.
 */
const RESERVED_GROUPS = new Set(['count', 'versions', 'increment', 'access'])

export const AMAZON_GROUP_RULE =
  'Use a slug of lower-case words joined by hyphens, with at least one letter, e.g. "ps5-accessories".'

/** A group name: a slug with at least one letter, not one of the collection's own routes. */
export function isAmazonGroup(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 60 &&
    SLUG_PATTERN.test(value) &&
    /[a-z]/.test(value) &&
    !RESERVED_GROUPS.has(value)
  )
}

/** Amazon's shop domains and its link shorteners (https only): the only places the click counter redirects to. */
export const AMAZON_HOSTS: readonly string[] = [
  'amazon.com',
  'amazon.ca',
  'amazon.com.mx',
  'amazon.com.br',
  'amazon.co.uk',
  'amazon.de',
  'amazon.fr',
  'amazon.it',
  'amazon.es',
  'amazon.nl',
  'amazon.se',
  'amazon.pl',
  'amazon.com.be',
  'amazon.com.tr',
  'amazon.ae',
  'amazon.sa',
  'amazon.eg',
  'amazon.in',
  'amazon.co.jp',
  'amazon.sg',
  'amazon.com.au',
  'amzn.to',
  'amzn.eu',
  'a.co',
]

export const AMAZON_LINK_RULE = 'Use an https link to Amazon (amazon.com, amazon.co.uk, amzn.to…).'

/** An https URL on an Amazon domain (the domain itself or `www.`/`smile.` of it), with no user name or password. */
export function isAmazonLink(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false
  const host = url.hostname.toLowerCase()
  return AMAZON_HOSTS.some((domain) => host === domain || host === `www.${domain}` || host === `smile.${domain}`)
}

/** The slider's link for an item: the click counter, which redirects to Amazon. */
export const amazonClickHref = (id: number) => `/api/amazon-products/increment/${id}`

/** The `rel` of every link to Amazon: a paid placement, not an endorsement, and no window handle for Amazon. */
export const AMAZON_LINK_REL = 'sponsored nofollow noopener'

/** An item as the slider and `GET /api/amazon-products/{group}` show it (no click count: that is staff's). */
export interface AmazonCard {
  id: number
  title: string
  /** Integer cents, or null when the merchandiser left it out (Amazon's price changes: the slider then says so). */
  price: number | null
  href: string
  image: { url: string; alt: string; width: number | null; height: number | null } | null
}
