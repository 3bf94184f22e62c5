import { describe, expect, it } from 'vitest'
import { accountOrderView, type StoredOrder } from '../../../src/lib/orders/account-view'
import { CANCEL_REFUSED, cancelOffer } from '../../../src/lib/orders/cancel'

// 2026-11-27 15:00 in New York.
const NOW = new Date('2026-11-27T20:00:00Z')

const line = (status: string, extra: Partial<StoredOrder['lines'][number]> = {}): StoredOrder['lines'][number] => ({
  id: `line-${status}`,
  name: 'Custom PS5 Controller',
  status,
  quantity: 1,
  kind: 'configuration',
  unitPrice: 15900,
  lineTotal: 15900,
  packageId: 'p1',
  ...extra,
})

const order = (status: string, lines: StoredOrder['lines'], extra: Partial<StoredOrder> = {}): StoredOrder => ({
  id: 1,
  number: 'PF-100046',
  createdAt: '2026-11-20T15:00:00Z',
  status,
  cancelable: true,
  paymentMethod: 'card',
  paymentStatus: 'paid',
  totals: { items: 15900, services: 0, shipping: 0, discount: 0, tax: 0, vatFee: 0, total: 15900 },
  lines,
  packages: [{ packageId: 'p1', methodName: 'USPS Priority', assemblyDate: '2026-11-23', deliveryDate: '2026-11-26' }],
  ...extra,
})

const shipment = { carrier: 'usps', trackingNumber: '9400 1118 99', shippedAt: '2026-11-24T15:00:00Z' }

describe("an order card's cancel (issue 50 item 10)", () => {
  it('offers the cancel while new and cancelable', () => {
    expect(cancelOffer({ status: 'new', cancelable: true })).toEqual({
      showCancel: true,
      cancelable: true,
      cancelRefusal: null,
    })
  })

  it('shows it disabled with the assembly-queue tooltip while the order is in the workshop or on its way', () => {
    for (const status of ['pending', 'processed', 'shipped', 'suspicious_transaction'])
      expect(cancelOffer({ status, cancelable: true, paymentStatus: 'paid' })).toEqual({
        showCancel: true,
        cancelable: false,
        cancelRefusal: CANCEL_REFUSED,
      })
    expect(cancelOffer({ status: 'new', cancelable: false })).toMatchObject({ showCancel: true, cancelable: false })
  })

  it('shows no cancel at all once the order is delivered, canceled or refunded', () => {
    for (const o of [
      { status: 'delivered', cancelable: true, paymentStatus: 'paid' },
      { status: 'canceled', cancelable: true, paymentStatus: 'canceled' },
      { status: 'processed', cancelable: true, paymentStatus: 'refunded' },
      { status: 'shipped', cancelable: false, paymentStatus: 'refunded' },
    ])
      expect(cancelOffer(o)).toEqual({ showCancel: false, cancelable: false, cancelRefusal: null })
  })
})

describe('the account view of a delivered or refunded order', () => {
  it('a delivered item: no cancel, and the row says Delivered', () => {
    const view = accountOrderView(
      order('delivered', [line('delivered', { shipment, deliveredAt: '2026-11-25T18:00:00Z' })]),
      [],
      NOW,
    )
    expect(view).toMatchObject({ showCancel: false, cancelable: false, cancelRefusal: null })
    expect(view.products[0]).toMatchObject({ status: 'delivered', deliveryStatus: 'Delivered', trackable: false })
  })

  it('a shipped item: the cancel disabled with its tooltip, and the row says In Transit', () => {
    const view = accountOrderView(order('shipped', [line('shipped', { shipment })]), [], NOW)
    expect(view).toMatchObject({ showCancel: true, cancelable: false, cancelRefusal: CANCEL_REFUSED })
    expect(view.products[0]).toMatchObject({ deliveryStatus: 'In Transit', trackable: true })
  })

  it('an order whose every item was refunded after a return, or whose payment went back: no cancel', () => {
    const returned = accountOrderView(
      order('delivered', [line('refunded', { deliveredAt: '2026-11-10T18:00:00Z' })]),
      [{ amount: 15900, status: 'succeeded', provider: 'card', createdAt: '2026-11-26T15:00:00Z' }],
      NOW,
    )
    expect(returned).toMatchObject({ showCancel: false, cancelRefusal: null })
    expect(returned.products[0]).toMatchObject({ status: 'refunded', refundTotal: 15900 })
    const paidBack = accountOrderView(order('processed', [line('processed')], { paymentStatus: 'refunded' }), [], NOW)
    expect(paidBack).toMatchObject({ showCancel: false, cancelRefusal: null })
  })

  it('a new order offers its cancel and shows no delivery status yet', () => {
    const view = accountOrderView(order('new', [line('new')]), [], NOW)
    expect(view).toMatchObject({ showCancel: true, cancelable: true, cancelRefusal: null })
    expect(view.products[0]?.deliveryStatus).toBeNull()
  })
})
