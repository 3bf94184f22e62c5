import { describe, expect, it } from 'vitest'
import { bodyProductsOf, type ProductForBody } from '../../../src/creator/body-products'

const BODY = 56
const product = (id: number, body: number, type = 'standard_controller'): ProductForBody => ({
  id,
  name: `Build ${id}`,
  type,
  selected: { options: { [`option_${BODY}`]: body }, bodyId: body },
})

describe("Xbox Elite body grid in view mode: 'choosing a body navigates to that platform product's page'", () => {
  it("maps each other body to a product's page and leaves the shown product's body out", () => {
    const links = bodyProductsOf([product(10, 296), product(11, 287), product(12, 290)], BODY, {
      id: 10,
      type: 'standard_controller',
      bodyId: 296,
    })
    expect(links).toEqual({
      287: { url: '/configured-controller/11', name: 'Build 11' },
      290: { url: '/configured-controller/12', name: 'Build 12' },
    })
  })

  it("prefers a product of the shown product's type, then the lowest id", () => {
    const products = [product(3, 287, 'standard_controller'), product(5, 287, 'modded_controller'), product(4, 287)]
    expect(bodyProductsOf(products, BODY, { id: 9, type: 'modded_controller', bodyId: 1 })[287]?.url).toBe(
      '/configured-controller/5',
    )
    expect(bodyProductsOf(products, BODY, { id: 9, type: 'standard_controller', bodyId: 1 })[287]?.url).toBe(
      '/configured-controller/3',
    )
  })

  it('reads the body from bodyId when the options do not hold it, and skips products without a body', () => {
    const products: ProductForBody[] = [
      { id: 1, name: 'Old', selected: { bodyId: 42 } },
      { id: 2, name: 'None', selected: { options: {} } },
      { id: 3, name: 'Broken', selected: 'not a selection' },
    ]
    expect(bodyProductsOf(products, BODY, { id: 7, bodyId: null })).toEqual({
      42: { url: '/configured-controller/1', name: 'Old' },
    })
  })
})
