import { cache } from 'react'
import { listingHref } from '@/lib/storefront/listing-query'
import { getCategories } from './categories'
import { listingSettingsOf } from './listing'
import { getPageByPath } from './pages'
import { getPlatformLinks, type PlatformLink } from './platforms'
import { getSiteSettings } from './site-settings'

export interface NavLink {
  label: string
  href: string
}

export interface Navigation {
  platforms: PlatformLink[]
  accessories: NavLink[]
  /** The store's platform filter (the /store listing's page settings), for the phone menu's "Shop by platform". */
  shopByPlatform: NavLink[]
  storeHref: string
  cartHref: string
  supportEmail: string | null
  freeShippingThreshold: number | null
}

const STORE_PATH = '/store'

/** Everything the header and footer link to, loaded once per request. */
export const getNavigation = cache(async (): Promise<Navigation> => {
  const [platforms, categories, settings, store] = await Promise.all([
    getPlatformLinks(),
    getCategories(),
    getSiteSettings(),
    getPageByPath(STORE_PATH),
  ])
  const storeSettings = store?.kind === 'listing' ? listingSettingsOf(store) : null
  return {
    platforms,
    accessories: categories.map((c) => ({ label: c.name, href: c.path })),
    shopByPlatform:
      storeSettings?.facet === 'platform'
        ? storeSettings.platformFilters.map((f) => ({
            label: f.label,
            href: listingHref(STORE_PATH, 'platform', { values: [f.value], sort: 'featured', page: 1 }),
          }))
        : [],
    storeHref: STORE_PATH,
    cartHref: settings.shoppingCartPath,
    supportEmail: settings.supportEmail ?? null,
    freeShippingThreshold: settings.freeShippingThreshold > 0 ? settings.freeShippingThreshold : null,
  }
})

/** The Shop section: the store, then each accessory category. */
export const shopLinks = (nav: Navigation): NavLink[] => [{ label: 'Store', href: nav.storeHref }, ...nav.accessories]

/** The phone menu's main links (storefront.md section 2: the mobile menu's main section). */
export const mainLinks = (nav: Navigation): NavLink[] => [
  { label: 'Home', href: '/' },
  { label: 'Store', href: nav.storeHref },
  { label: 'Game Controllers', href: '/Game-Controllers' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact us', href: '/contact-us' },
]
