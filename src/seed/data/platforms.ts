import type { PreviewSide } from '../../lib/platforms'

export interface PlatformSeed {
  slug: string
  name: string
  fullName: string
  basePrice: number
  oldPrice?: number
  sides: PreviewSide[]
  classifier: number
  sort: number
  sda: boolean
  assemblyDaysLabel: string
  maxDays: number
  /** Family drives which option catalog the platform gets. */
  family: 'playstation' | 'xbox' | 'nintendo' | 'steam'
  hasTouchpad: boolean
  hasMacros: boolean
  /** Route of the creator page (creator.md section 2; the rest follow the same pattern). */
  creatorPath: string
  listingSlug?: string
}

export const PLATFORM_SEEDS: PlatformSeed[] = [
  { slug: 'ps5', name: 'PS5', fullName: 'PlayStation 5 DualSense Controller', basePrice: 7499, oldPrice: 8499, sides: ['front', 'back'], classifier: 1, sort: 1, sda: true, assemblyDaysLabel: '3 - 5', maxDays: 5, family: 'playstation', hasTouchpad: true, hasMacros: false, creatorPath: '/PS5-Custom-Controller', listingSlug: 'playstation-5' },
  { slug: 'ps5-edge', name: 'PS5 Edge', fullName: 'PlayStation 5 DualSense Edge Controller', basePrice: 19999, sides: ['front', 'back'], classifier: 1, sort: 2, sda: true, assemblyDaysLabel: '3 - 5', maxDays: 5, family: 'playstation', hasTouchpad: true, hasMacros: false, creatorPath: '/Custom-PS5-Edge-Controller' },
  { slug: 'xbox-series-x', name: 'Xbox Series X', fullName: 'Xbox Series X|S Wireless Controller', basePrice: 6499, oldPrice: 6999, sides: ['front', 'back'], classifier: 2, sort: 3, sda: true, assemblyDaysLabel: '3 - 5', maxDays: 5, family: 'xbox', hasTouchpad: false, hasMacros: false, creatorPath: '/Xbox-Series-X-Custom-Controller', listingSlug: 'xbox-series-x' },
  { slug: 'xbox-elite', name: 'Xbox Elite', fullName: 'Xbox Elite Series 2 Controller', basePrice: 17999, sides: ['front', 'back'], classifier: 2, sort: 4, sda: false, assemblyDaysLabel: '5', maxDays: 5, family: 'xbox', hasTouchpad: false, hasMacros: false, creatorPath: '/controller-creator/build-your-own-xbox-elite-controller' },
  { slug: 'ps4', name: 'PS4', fullName: 'PlayStation 4 DualShock 4 Controller', basePrice: 5999, sides: ['front', 'back'], classifier: 1, sort: 5, sda: true, assemblyDaysLabel: '3 - 5', maxDays: 5, family: 'playstation', hasTouchpad: true, hasMacros: true, creatorPath: '/controller-creator/build-your-own-ps4-controller', listingSlug: 'playstation-4' },
  { slug: 'xbox-one', name: 'Xbox One', fullName: 'Xbox One Wireless Controller', basePrice: 5499, sides: ['front', 'back'], classifier: 2, sort: 6, sda: true, assemblyDaysLabel: '3 - 5', maxDays: 5, family: 'xbox', hasTouchpad: false, hasMacros: true, creatorPath: '/controller-creator/build-your-own-xbox-one-controller' },
  { slug: 'xbox-one-s', name: 'Xbox One S', fullName: 'Xbox One S Wireless Controller', basePrice: 5799, sides: ['front', 'back'], classifier: 2, sort: 7, sda: true, assemblyDaysLabel: '3 - 5', maxDays: 5, family: 'xbox', hasTouchpad: false, hasMacros: false, creatorPath: '/controller-creator/build-your-own-xbox-one-s-controller', listingSlug: 'xbox-one-s' },
  { slug: 'xbox-360', name: 'Xbox 360', fullName: 'Xbox 360 Wireless Controller', basePrice: 4499, sides: ['front', 'back'], classifier: 2, sort: 8, sda: false, assemblyDaysLabel: '3 - 5', maxDays: 5, family: 'xbox', hasTouchpad: false, hasMacros: false, creatorPath: '/controller-creator/build-your-own-xbox-360-controller' },
  { slug: 'ps3', name: 'PS3', fullName: 'PlayStation 3 DualShock 3 Controller', basePrice: 4499, sides: ['front', 'back'], classifier: 1, sort: 9, sda: false, assemblyDaysLabel: '3 - 5', maxDays: 5, family: 'playstation', hasTouchpad: false, hasMacros: false, creatorPath: '/controller-creator/build-your-own-ps3-controller' },
  { slug: 'nintendo-switch', name: 'Nintendo Switch', fullName: 'Nintendo Switch Pro Controller', basePrice: 6999, sides: ['front', 'top', 'back'], classifier: 3, sort: 10, sda: true, assemblyDaysLabel: '3 - 5', maxDays: 5, family: 'nintendo', hasTouchpad: false, hasMacros: false, creatorPath: '/controller-creator/build-your-own-nintendo-switch-pro-controller', listingSlug: 'nintendo-switch' },
  { slug: 'steam-deck', name: 'Steam Deck', fullName: 'Steam Deck OLED Handheld', basePrice: 54999, sides: ['front', 'back'], classifier: 4, sort: 11, sda: false, assemblyDaysLabel: '5 - 7', maxDays: 7, family: 'steam', hasTouchpad: true, hasMacros: false, creatorPath: '/Custom-Steam-Deck' },
]
