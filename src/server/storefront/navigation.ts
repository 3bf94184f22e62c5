import { cache } from 'react'
import { getCategories } from './categories'
import { getPlatformLinks, type PlatformLink } from './platforms'
import { getSiteSettings } from './site-settings'

export interface NavLink {
  label: string
  href: string
}

export interface Navigation {
  platforms: PlatformLink[]
  accessories: NavLink[]
  storeHref: string
  cartHref: string
  supportEmail: string | null
  freeShippingThreshold: number | null
}

/** Everything the header and footer link to, loaded once per request. */
export const getNavigation = cache(async (): Promise<Navigation> => {
  const [platforms, categories, settings] = await Promise.all([getPlatformLinks(), getCategories(), getSiteSettings()])
  return {
    platforms,
    accessories: categories.map((c) => ({ label: c.name, href: c.path })),
    storeHref: '/store',
    cartHref: settings.shoppingCartPath,
    supportEmail: settings.supportEmail ?? null,
    freeShippingThreshold: settings.freeShippingThreshold > 0 ? settings.freeShippingThreshold : null,
  }
})

/** The Shop section: the store, then each accessory category. */
export const shopLinks = (nav: Navigation): NavLink[] => [{ label: 'Store', href: nav.storeHref }, ...nav.accessories]
