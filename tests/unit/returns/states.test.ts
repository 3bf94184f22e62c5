import { describe, expect, it } from 'vitest'
import { labelAddressProblem, RETURN_MESSAGES, returnTextProblems } from '../../../src/lib/returns/form-rules'
import {
  activeReturn,
  canCancelReturn,
  canMoveReturn,
  orderProductStatusOf,
  RETURN_STATUSES,
  returnStatusText,
} from '../../../src/lib/returns/states'
import { accountReturnView, type StoredReturn } from '../../../src/lib/returns/view'

describe('a return’s states', () => {
  it('cancels only while being returned or with its label issued', () => {
    expect(RETURN_STATUSES.filter(canCancelReturn)).toEqual(['return_label_issued', 'being_returned'])
  })

  it('lets staff move only along the table: received before refunded or rejected, nothing after the end', () => {
    expect(canMoveReturn('being_returned', 'return_received')).toBe(true)
    expect(canMoveReturn('being_returned', 'refunded')).toBe(false)
    expect(canMoveReturn('return_received', 'refunded')).toBe(true)
    expect(canMoveReturn('return_received', 'canceled')).toBe(false)
    expect(canMoveReturn('label_payment_pending', 'return_label_issued')).toBe(false)
    for (const end of ['refunded', 'rejected', 'canceled'] as const)
      expect(RETURN_STATUSES.filter((to) => to !== end && canMoveReturn(end, to))).toEqual([])
  })

  it('upper-cases the status with spaces (account.md section 4)', () => {
    expect(returnStatusText('return_label_issued')).toBe('RETURN LABEL ISSUED')
  })

  it('makes the order product follow its active return: the newest that is not canceled', () => {
    const returns = [
      { id: 1, status: 'refunded', createdAt: '2026-11-01T10:00:00Z' },
      { id: 2, status: 'being_returned', createdAt: '2026-11-10T10:00:00Z' },
      { id: 3, status: 'canceled', createdAt: '2026-11-12T10:00:00Z' },
    ]
    expect(activeReturn(returns)?.id).toBe(2)
    expect(activeReturn([returns[2]!])).toBeNull()
    expect(orderProductStatusOf('being_returned')).toBe('being_returned')
    expect(orderProductStatusOf('label_payment_pending')).toBe('delivered')
    expect(orderProductStatusOf('rejected')).toBe('delivered')
    expect(orderProductStatusOf(null)).toBe('delivered')
  })
})

describe('the form’s server checks', () => {
  it("names the spec's messages for a missing e-mail and comment", () => {
    expect(returnTextProblems({ email: ' ', description: '' })).toEqual({
      email: [RETURN_MESSAGES.email],
      description: [RETURN_MESSAGES.description],
    })
    expect(returnTextProblems({ email: 'not-mail', description: 'x' }).email).toEqual([RETURN_MESSAGES.emailInvalid])
    expect(returnTextProblems({ email: 'a@b.co', description: 'x' })).toEqual({})
  })

  it("says 'Shipping address is not valid' for FedEx and asks for the fields otherwise", () => {
    const empty = { address1: '', address2: '', city: '', state: '', zip: '', country: 'US' }
    expect(labelAddressProblem(empty, 'fedex')).toBe('Shipping address is not valid')
    expect(labelAddressProblem(empty, 'usps')).toBe('Please fill in all the required fields')
    const full = { ...empty, address1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' }
    expect(labelAddressProblem(full, 'fedex')).toBeNull()
    expect(labelAddressProblem({ ...full, zip: '1011' }, 'usps')).not.toBeNull()
  })
})

describe('the summary’s three variants', () => {
  const base: StoredReturn = {
    id: 7,
    status: 'return_label_issued',
    reasonLabel: 'Changed my mind',
    quantity: 1,
    email: 'a@b.co',
    description: 'x',
    createdAt: '2026-11-20T15:00:00Z',
    orderProduct: 'line1',
    productName: 'PS5 controller',
  }
  const order = { id: 3, number: 'PF-100003', line: { image: '/p.png', url: '/c' } }

  it('own-send: the deadline and where to send it, no label', () => {
    const view = accountReturnView(
      { ...base, status: 'being_returned', ownSend: true, deadline: '2026-11-28T04:59:59.999Z' },
      order,
    )
    expect(view).toMatchObject({ isOwnSend: true, returnLabel: null, desireDateTime: '2026-11-28T04:59:59.999Z' })
    expect(view.descriptionText).toContain('350 5th Ave')
    expect(view.cancelable).toBe(true)
  })

  it('USPS label waiting for staff: by e-mail within 24 hours; printable once uploaded', () => {
    const label = { carrier: 'usps', methodName: 'USPS Priority Mail', price: 1240 }
    const waiting = accountReturnView({ ...base, label }, order)
    expect(waiting.returnLabel).toMatchObject({ carrier: 'usps', ready: false, printUrl: null, price: 1240 })
    expect(waiting.descriptionText).toContain('within 24 hours')
    const ready = accountReturnView({ ...base, label: { ...label, file: 4 } }, order)
    expect(ready.returnLabel).toMatchObject({ ready: true, printUrl: '/returns/7/print-label' })
  })

  it('FedEx label: names the drop type', () => {
    const view = accountReturnView(
      { ...base, label: { carrier: 'fedex', methodName: 'FedEx Ground', dropType: 'DROP_BOX', price: 1375 } },
      order,
    )
    expect(view.returnLabel).toMatchObject({ carrier: 'fedex', drop_type: 'DROP_BOX', dropTypeLabel: 'Drop it off' })
  })

  it('refunded: the refund and its bill', () => {
    const bill = { orderGrandTotal: 10000, sdaPrice: 0, shippingCost: 1000, restockingFee: 0, refundTotal: 9000 }
    const view = accountReturnView({ ...base, status: 'refunded', bill }, order)
    expect(view).toMatchObject({ refund: 9000, refundBill: bill, cancelable: false, statusText: 'REFUNDED' })
  })
})
