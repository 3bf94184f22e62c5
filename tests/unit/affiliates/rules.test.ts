import { describe, expect, it } from 'vitest'
import { randomCode } from '../../../src/lib/affiliates/codes'
import { ledgerTotals, partnerCommission, RETURN_WINDOW_DAYS, rewardVerdict } from '../../../src/lib/affiliates/ledger'
import { chosenNotifications, isNotificationKey } from '../../../src/lib/affiliates/notifications'
import { addressKey, type PartySignals, selfReferral } from '../../../src/lib/affiliates/self-referral'
import { emailKey } from '../../../src/lib/email-identity'

describe('emailKey', () => {
  it('reads one person behind case, spaces, +tags and Gmail dots', () => {
    expect(emailKey('  Ann.Lee+promo@Example.com ')).toBe('ann.lee@example.com')
    expect(emailKey('a.n.n+x@gmail.com')).toBe('ann@gmail.com')
    expect(emailKey('Ann@GoogleMail.com')).toBe('ann@gmail.com')
    expect(emailKey('ann@example.com')).not.toBe(emailKey('ann@example.org'))
  })
})

const nobody: PartySignals = { customer: null, emails: [], addresses: [], cards: [], paypalPayers: [] }
const referrer: PartySignals = {
  customer: 7,
  emails: ['casey@padforge.example'],
  addresses: [{ address1: '12 West Street', address2: 'Apt 4', city: 'New York', zip: '10001-2345', country: 'US' }],
  cards: ['fp_card_1'],
  paypalPayers: ['PAYER1'],
}

describe('self-referral (issue 31 item 4)', () => {
  it('is caught by each signal alone', () => {
    expect(selfReferral(referrer, { ...nobody, customer: 7 })).toBe('customer')
    expect(selfReferral(referrer, { ...nobody, emails: ['Casey+2@padforge.example'] })).toBe('email')
    expect(
      selfReferral(referrer, {
        ...nobody,
        addresses: [
          { address1: '12 west st.', address2: 'apartment 4', city: 'new york', zip: '10001', country: 'us' },
        ],
      }),
    ).toBe('address')
    expect(selfReferral(referrer, { ...nobody, cards: ['fp_card_1'] })).toBe('card')
    expect(selfReferral(referrer, { ...nobody, paypalPayers: ['PAYER1'] })).toBe('paypal')
  })

  it('lets a real friend through', () => {
    expect(
      selfReferral(referrer, {
        customer: 8,
        emails: ['friend@example.com'],
        addresses: [{ address1: '99 Elm Street', city: 'Boston', zip: '02108', country: 'US' }],
        cards: ['fp_card_2'],
        paypalPayers: [],
      }),
    ).toBeNull()
  })

  it('reads an address the same however it is typed, and an empty one as none', () => {
    expect(addressKey({ address1: '5 North Road', city: 'Austin', zip: '73301', country: 'US' })).toBe(
      addressKey({ address1: '5 n. rd', city: 'AUSTIN', zip: '73301-0001', country: 'us' }),
    )
    expect(addressKey({ address1: '', city: 'Austin' })).toBeNull()
  })
})

describe('the reward over time', () => {
  const now = new Date('2026-12-31T12:00:00Z')
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)

  it('waits until every item is delivered and the return window has passed', () => {
    expect(rewardVerdict({ status: 'new', deliveredAt: [null], refunded: 0 }, now)).toBe('wait')
    expect(rewardVerdict({ status: 'shipped', deliveredAt: [daysAgo(30), null], refunded: 0 }, now)).toBe('wait')
    expect(
      rewardVerdict({ status: 'delivered', deliveredAt: [daysAgo(RETURN_WINDOW_DAYS - 1)], refunded: 0 }, now),
    ).toBe('wait')
    expect(rewardVerdict({ status: 'delivered', deliveredAt: [daysAgo(RETURN_WINDOW_DAYS)], refunded: 0 }, now)).toBe(
      'approve',
    )
  })

  it('is reversed by a cancel or any refund', () => {
    expect(rewardVerdict({ status: 'canceled', deliveredAt: [], refunded: 0 }, now)).toBe('reverse')
    expect(rewardVerdict({ status: 'delivered', deliveredAt: [daysAgo(40)], refunded: 1 }, now)).toBe('reverse')
  })

  it("totals each status, reversals counting against the status they're entered under", () => {
    expect(
      ledgerTotals([
        { amount: 1000, status: 'pending' },
        { amount: 1000, status: 'approved' },
        { amount: -1000, status: 'approved' },
        { amount: 1000, status: 'paid' },
      ]),
    ).toEqual({ pending: 1000, approved: 0, paid: 1000 })
  })

  it('pays partners a share of the items after the discount, rounded to the cent', () => {
    expect(partnerCommission(12_345, 5)).toBe(617)
    expect(partnerCommission(10_000, 0)).toBe(0)
    expect(partnerCommission(-5, 5)).toBe(0)
  })
})

describe('codes and notification choices', () => {
  it('draws codes from an alphabet without look-alikes', () => {
    let seed = 0
    const bytes = (n: number) => Uint8Array.from({ length: n }, () => (seed = (seed * 73 + 41) % 256))
    const code = randomCode(12, bytes)
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{12}$/)
  })

  it('gives the defaults until the partner chooses, then exactly their choice', () => {
    expect(chosenNotifications(null)).toEqual(['referred_order', 'reward_approved', 'reward_paid'])
    expect(chosenNotifications([])).toEqual([])
    expect(chosenNotifications(['program_news', 'nonsense'])).toEqual(['program_news'])
    expect(isNotificationKey('reward_paid')).toBe(true)
    expect(isNotificationKey('__proto__')).toBe(false)
  })
})
