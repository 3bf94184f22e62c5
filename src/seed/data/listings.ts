import { DEMO_AMAZON_GROUP } from './amazon-products'
import { CATEGORIES } from './themes'

/** The platform filter of /store (storefront.md section 2): its values in the address and the platforms they mean. */
export const STORE_PLATFORM_FILTERS = [
  { value: 'playstation-5', label: 'PlayStation 5', platform: 'ps5' },
  { value: 'xbox-one-s', label: 'Xbox One S', platform: 'xbox-one-s' },
  { value: 'xbox-series-x', label: 'Xbox Series X', platform: 'xbox-series-x' },
  { value: 'playstation-4', label: 'PlayStation 4', platform: 'ps4' },
  { value: 'nintendo-switch', label: 'Nintendo Switch', platform: 'nintendo-switch' },
] as const

export interface ListingSeed {
  path: string
  title: string
  intro: string
  types: Array<'standard_controller' | 'modded_controller' | 'others'>
  /** Category slugs. */
  categories: string[]
  facet: 'none' | 'platform' | 'modification'
  /** The Amazon products slider group shown under the products, if any. */
  amazonGroup?: string
}

export const LISTING_PAGES: ListingSeed[] = [
  {
    path: '/store',
    title: 'Store',
    intro: 'Every controller and accessory we sell, ready to ship or built to order in our workshop.',
    types: [],
    categories: [],
    facet: 'platform',
  },
  {
    path: '/Game-Controllers',
    title: 'Game Controllers',
    intro: 'Modded controllers with Rapid Fire and custom-designed builds for every console we support.',
    types: ['standard_controller', 'modded_controller'],
    categories: [],
    facet: 'modification',
  },
  ...CATEGORIES.map((c) => ({
    path: c.path,
    title: c.name,
    intro: c.description,
    types: [],
    categories: [c.slug],
    facet: 'none' as const,
    ...(c.slug === 'cases-and-stands' ? { amazonGroup: DEMO_AMAZON_GROUP } : {}),
  })),
]
