import type { MethodOffer } from '../../../src/lib/checkout/methods'
import type { LineSource } from '../../../src/lib/checkout/pricing'
import type { ServiceOffer } from '../../../src/lib/checkout/services'

export const SDA: ServiceOffer = { key: 'sda', optionId: 9, name: 'Same Day Assembly', price: 2499 }
export const WARRANTY: ServiceOffer = { key: 'warranty', optionId: 47, name: 'Extended Warranty', price: 2499 }

/** A PS5 configuration at $89.99 a controller, 1 ordered, both services offered and none chosen. */
export function line(over: Partial<LineSource> = {}): LineSource {
  return {
    id: 'cfg-1',
    kind: 'configuration',
    name: 'Custom PS5 Controller',
    platformSlug: 'ps5',
    quantity: 1,
    unitPrice: 8999,
    offers: [SDA, WARRANTY],
    chosen: [],
    stock: [],
    isValid: true,
    discountable: true,
    configurable: true,
    shippingGroup: 'controller',
    assemblyDays: 3,
    ...over,
  }
}

export function method(over: Partial<MethodOffer> & { id: string }): MethodOffer {
  return {
    carrier: 'usps',
    name: over.id,
    price: 999,
    deliveryTime: 5,
    isSdaSupported: false,
    caption: null,
    freeOverThreshold: false,
    ...over,
  }
}
