/** Product vocabulary of storefront.md section 3 (no Payload import). */
export const PRODUCT_TYPES = [
  { value: 'standard_controller', label: 'Standard controller' },
  { value: 'modded_controller', label: 'Modded controller' },
  { value: 'others', label: 'Accessory / other' },
] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]['value']

export const PRODUCT_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'coming', label: 'Coming soon' },
  { value: 'discontinued', label: 'Discontinued' },
] as const

export const PRODUCT_CONDITIONS = [
  { value: 'new', label: 'New' },
  { value: 'refurbished', label: 'Refurbished' },
  { value: 'used', label: 'Used' },
] as const

export const SHIPPING_GROUPS = [
  { value: 'controller', label: 'Controller box' },
  { value: 'accessory-small', label: 'Small accessory' },
  { value: 'accessory-large', label: 'Large accessory' },
  { value: 'handheld', label: 'Handheld console' },
] as const

/** Product id shown to shoppers: padded to 5 digits by default (storefront.md section 9). */
export function padProductId(id: number, width = 5): string {
  return String(id).padStart(width, '0')
}

/** In stock only if flagged so and enough units are available for the chosen quantity. */
export function isProductInStock(
  product: { inStock?: boolean | null; availableQuantity?: number | null; status?: string | null },
  quantity = 1,
): boolean {
  if (product.status === 'coming' || product.status === 'discontinued') return false
  return Boolean(product.inStock) && (product.availableQuantity ?? 0) >= quantity
}

/** How a card or the quick look states availability (storefront.md section 4): coming, out of stock, or in stock. */
export function availabilityOf(product: Parameters<typeof isProductInStock>[0]): {
  text: 'Coming Soon' | 'Out of Stock' | 'In Stock'
  tone: 'coming' | 'out' | 'in'
} {
  if (product.status === 'coming') return { text: 'Coming Soon', tone: 'coming' }
  if (!isProductInStock(product)) return { text: 'Out of Stock', tone: 'out' }
  return { text: 'In Stock', tone: 'in' }
}
