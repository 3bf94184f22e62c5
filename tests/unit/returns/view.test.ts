// The return page's words per state (issue 50 item 9): what to do while it is on its way, then what happened to it;
// the deadline and 'Write RMA #… on the box' only while the customer still has to send it; the bill as expected once
// received and as made once refunded.
import { describe, expect, it } from 'vitest'
import type { RefundBill } from '../../../src/lib/returns/refund-bill'
import { RETURN_STATUSES } from '../../../src/lib/returns/states'
import { accountReturnView, type StoredReturn } from '../../../src/lib/returns/view'

const bill: RefundBill = { orderGrandTotal: 9900, sdaPrice: 0, shippingCost: 1000, restockingFee: 0, refundTotal: 8900 }
const ownSend: StoredReturn = {
  id: 31,
  status: 'being_returned',
  reasonLabel: 'Changed my mind',
  quantity: 1,
  email: 'a@example.com',
  description: 'Too big.',
  createdAt: '2026-12-07T15:00:00.000Z',
  orderProduct: 'line-1',
  productName: 'Pad',
  ownSend: true,
  deadline: '2026-12-15T04:59:59.000Z',
}
const order = { id: 7, number: 'PF-100007', line: null }
const view = (rma: Partial<StoredReturn>) => accountReturnView({ ...ownSend, ...rma }, order)

describe('the return page per state', () => {
  it('being returned (own-send): the deadline, where to, and the RMA number for the box', () => {
    const shown = view({})
    expect(shown.stage.title).toBe('Send it to us')
    expect(shown.stage.text).toContain('Dec 14, 2026')
    expect(shown.sendBy).toEqual({
      deadline: ownSend.deadline,
      boxNote: 'Write RMA #31 on the box so that we know whose it is.',
    })
    expect(shown.refundBill).toBeNull()
  })

  it('received: no deadline nor box to write on; the expected bill, marked expected', () => {
    const shown = view({ status: 'return_received', received: { at: '2026-12-10T17:00:00.000Z', units: 1 }, bill })
    expect(shown.stage).toEqual({
      title: 'Received: being inspected',
      text: 'Your return arrived at our workshop on Dec 10, 2026. We are inspecting it: that normally takes 5 days, and up to 10 in busy seasons. Once it passes, we refund what the bill below shows.',
    })
    expect(shown.sendBy).toBeNull()
    expect(JSON.stringify(shown)).not.toMatch(/must arrive|on the box/)
    expect(shown).toMatchObject({ refundBill: bill, refundBillExpected: true, refund: null, desireDateTime: null })
  })

  it('refunded: the amount refunded and the bill as made', () => {
    const shown = view({ status: 'refunded', bill })
    expect(shown.stage).toEqual({
      title: 'Refunded',
      text: 'We refunded $89.00 to the way you paid. Depending on your bank it shows on your statement within 5–10 business days.',
    })
    expect(shown).toMatchObject({ refund: 8900, refundBill: bill, refundBillExpected: false, sendBy: null })
  })

  it('rejected says why and shows no bill; canceled says it is over', () => {
    const rejected = view({ status: 'rejected', closedNote: 'The case was opened', bill })
    expect(rejected.stage.text).toBe(
      'We inspected the item and could not accept the return: The case was opened. We will send it back to you.',
    )
    expect(rejected.refundBill).toBeNull()
    expect(view({ status: 'canceled' }).stage.title).toBe('Canceled')
  })

  it('a label return: print it, or wait for it by e-mail, only while it is to be sent', () => {
    const label = { carrier: 'usps', methodName: 'USPS Priority Mail', price: 1240 }
    expect(view({ ownSend: false, status: 'return_label_issued', label }).stage.text).toMatch(/arrive by e-mail/)
    const ready = view({
      ownSend: false,
      status: 'return_label_issued',
      label: { ...label, labelUrl: 'https://l/1.pdf' },
    })
    expect(ready.stage.text).toBe('Print the prepaid label, attach it to the box and send it back.')
    expect(ready.returnLabel?.printUrl).toBe('/returns/31/print-label')
    const received = view({
      ownSend: false,
      status: 'return_received',
      label: { ...label, labelUrl: 'https://l/1.pdf' },
    })
    expect(received.returnLabel?.printUrl).toBeNull()
  })

  it('every state has its own title', () => {
    const titles = RETURN_STATUSES.map((status) => view({ status }).stage.title)
    expect(new Set(titles).size).toBe(RETURN_STATUSES.length)
  })
})
