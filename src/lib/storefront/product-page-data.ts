import type { Product } from '../../payload-types'
import type { ServiceKey } from '../checkout/services'
import type { ImageRef } from '../relations'

/** A picture of the product as the viewer shows it: its own size known, so the frame never jumps. */
export interface ProductImage extends ImageRef {
  width: number
  height: number
}

/**
 * What the page of a standard (non-configurable) product shows, as plain JSON (it is kept in the data cache and
 * embedded in the page). Stock is told only up to the largest quantity a shopper may order.
 */
export interface ProductPageData {
  id: number
  slug: string
  name: string
  /** standard_controller, modded_controller or others (src/lib/products.ts). */
  type: Product['type']
  /** The stock-keeping code (shown as SKU). */
  uid: string | null
  price: number
  oldPrice: number | null
  status: 'active' | 'coming'
  inStock: boolean
  /** Units available, capped at the largest quantity a shopper may order. */
  availableQuantity: number
  listingText: string | null
  description: Product['description'] | null
  images: ProductImage[]
  brand: { label: string; link: string | null } | null
  /** The condition's label ('New', 'Refurbished'...). */
  condition: string | null
  platform: { id: number; name: string; slug: string } | null
  category: { name: string; path: string } | null
  label: { name: string; color: string } | null
  features: FeatureGroup[]
  specifications: SpecificationGroup[]
  shippingGroup: string
  /** Average stars of the approved reviews (0 without any), and how many there are. */
  rating: number
  totalReviews: number
  /** Shown with the compare checkbox only when comparable; compared only within its classifier. */
  comparable: boolean
  classifier: number | null
  /** Other versions of the product by group ('Colour'): their ids in the merchandiser's order. */
  variations: { name: string; ids: number[] }[]
}

/**
 * An add-on service offered with the product in the 'Added to Cart' popup (ServiceOffer of src/lib/checkout/services):
 * the catalog option's name and help text as the creator's popup shows them, the price in cents for one item.
 */
export interface ProductServiceView {
  key: ServiceKey
  optionId: number
  /** The checkout's name for it ('Extended Warranty'). */
  name: string
  /** The catalog option's name, as the popup shows it. */
  label: string
  help: string | null
  price: number
}

export interface FeatureGroup {
  title: string | null
  items: string[]
}

export interface SpecificationGroup {
  group: string
  specs: { feature: string; value: string }[]
}

/** The fastest shipping method for the product's package, whose delivery date the browser works out for today. */
export interface DeliveryEstimateData {
  name: string
  /** Integer cents for a package of one item. */
  price: number
  /** Business days in transit. */
  deliveryTime: number
  /** Business days before a ready-made product ships. */
  preparationDays: number
  /** Every method for a package of this product to New York, fastest first (the shipping details panel). */
  methods: Array<{ name: string; price: number; deliveryTime: number }>
  /** Cents from which US orders ship free with the methods that offer it; null when none does. */
  freeShippingThreshold: number | null
}

/** One version in a variation group (storefront.md section 3, Variation: id, path, img, label, price). */
export interface VariationItem {
  id: number
  path: string
  img: string | null
  label: string
  price: number
  /** The page's own product. */
  current: boolean
}

export interface VariationGroup {
  name: string
  items: VariationItem[]
}
