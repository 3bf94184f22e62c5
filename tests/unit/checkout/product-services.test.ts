import { describe, expect, it } from 'vitest'
import { lineKeyOf } from '../../../src/lib/basket/line-key'
import { productLine } from '../../../src/lib/checkout/lines'
import { priceBasket } from '../../../src/lib/checkout/pricing'
import { productServiceOffers, productWarrantyOptionId } from '../../../src/lib/checkout/product-services'

describe('services of a standard product', () => {
  it('offers a controller on a platform with a warranty the Extended Warranty at the platform option price', () => {
    expect(productServiceOffers({ type: 'standard_controller', platformSlug: 'ps5' }, 2499)).toEqual([
      { key: 'warranty', optionId: 47, name: 'Extended Warranty', price: 2499 },
    ])
    expect(productServiceOffers({ type: 'modded_controller', platformSlug: 'ps4' }, 1999)).toEqual([
      { key: 'warranty', optionId: 10, name: 'Extended Warranty', price: 1999 },
    ])
    expect(productWarrantyOptionId({ type: 'standard_controller', platformSlug: 'xbox-360' })).toBe(43)
  })

  it('offers nothing to accessories, products without a platform or a warranty, or when the option is missing', () => {
    expect(productServiceOffers({ type: 'others', platformSlug: 'ps5' }, 2499)).toEqual([])
    expect(productServiceOffers({ type: 'standard_controller', platformSlug: null }, 2499)).toEqual([])
    expect(productServiceOffers({ type: 'standard_controller', platformSlug: 'xbox-series-x' }, 2499)).toEqual([])
    expect(productServiceOffers({ type: 'standard_controller', platformSlug: 'ps5' }, null)).toEqual([])
    expect(productServiceOffers({ type: null, platformSlug: 'ps5' }, 2499)).toEqual([])
    expect(productWarrantyOptionId({ type: 'others', platformSlug: 'ps5' })).toBeNull()
  })

  it('never offers Same Day Assembly: a ready-made product is not built', () => {
    const offers = productServiceOffers({ type: 'standard_controller', platformSlug: 'ps5' }, 2499)
    expect(offers.some((o) => o.key === 'sda')).toBe(false)
  })
})

describe('pricing a product line with services', () => {
  const pad = {
    id: 12,
    name: 'DualSense Wireless Controller',
    price: 6999,
    inStock: true,
    availableQuantity: 5,
    status: 'active',
    platformSlug: 'ps5',
  }
  const offers = productServiceOffers({ type: 'standard_controller', platformSlug: 'ps5' }, 2499)

  it('charges the chosen warranty per item, from the offer, never SDA', () => {
    const { lines, subtotal, servicesTotal, droppedServices } = priceBasket(
      [productLine(pad, 2, offers, ['warranty', 'warranty'])],
      { sameDayAssemblyEnabled: true },
    )
    expect(lines[0]).toMatchObject({
      chosen: ['warranty'],
      services: [{ key: 'warranty', optionId: 47, price: 2499, total: 4998 }],
      itemTotal: 13998,
      lineTotal: 13998 + 4998,
      hasSda: false,
      sdaCapable: false,
    })
    expect(servicesTotal).toBe(4998)
    expect(subtotal).toBe(18996)
    expect(droppedServices).toEqual([])
    expect(lineKeyOf({ type: 'product', id: 12, serviceKeys: lines[0]?.chosen })).toBe('product:12:warranty')
  })

  it('drops a service the product is not offered (an accessory, a tampered request) instead of charging it', () => {
    const { lines, subtotal, droppedServices } = priceBasket(
      [productLine({ ...pad, id: 30, platformSlug: null }, 1, [], ['warranty']), productLine(pad, 1, offers, [])],
      { sameDayAssemblyEnabled: true },
    )
    expect(lines[0]?.services).toEqual([])
    expect(lines[0]?.lineTotal).toBe(6999)
    expect(subtotal).toBe(6999 * 2)
    expect(droppedServices).toEqual([{ lineId: 30, key: 'warranty' }])
  })
})
