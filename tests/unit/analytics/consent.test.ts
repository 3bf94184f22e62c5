import { describe, expect, it } from 'vitest'
import {
  CONSENT_MAX_AGE_DAYS,
  consentRecord,
  MAX_SENT_ORDERS,
  parseConsent,
  parseSentOrders,
  shouldSendPurchase,
  withSentOrder,
} from '../../../src/lib/analytics'

const now = new Date('2026-11-29T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)

describe('the remembered consent', () => {
  it('reads back what was stored, accepted or declined', () => {
    expect(parseConsent(consentRecord('granted', now), now)).toEqual({ choice: 'granted', at: now.toISOString() })
    expect(parseConsent(consentRecord('denied', daysAgo(30)), now)?.choice).toBe('denied')
  })

  it('asks again after about six months', () => {
    expect(parseConsent(consentRecord('granted', daysAgo(CONSENT_MAX_AGE_DAYS - 1)), now)?.choice).toBe('granted')
    expect(parseConsent(consentRecord('granted', daysAgo(CONSENT_MAX_AGE_DAYS + 1)), now)).toBeNull()
  })

  it('counts nothing else as a choice: none, junk, another value, a bad or future date', () => {
    expect(parseConsent(null, now)).toBeNull()
    expect(parseConsent('granted', now)).toBeNull()
    expect(parseConsent('{"choice":"yes","at":"2026-11-01T00:00:00Z"}', now)).toBeNull()
    expect(parseConsent('{"choice":"granted"}', now)).toBeNull()
    expect(parseConsent('{"choice":"granted","at":"soon"}', now)).toBeNull()
    expect(parseConsent(consentRecord('granted', daysAgo(-3)), now)).toBeNull()
  })
})

describe('a purchase once per order', () => {
  it('is sent for an order not yet reported, not again once remembered', () => {
    const sent = withSentOrder([], 'PF-1001')
    expect(shouldSendPurchase([], 'PF-1001')).toBe(true)
    expect(shouldSendPurchase(sent, 'PF-1001')).toBe(false)
    expect(shouldSendPurchase(sent, 'PF-1002')).toBe(true)
    expect(parseSentOrders(JSON.stringify(sent))).toEqual(['PF-1001'])
  })

  it('keeps the latest numbers only, each once', () => {
    let sent: string[] = []
    for (let i = 0; i < MAX_SENT_ORDERS + 5; i++) sent = withSentOrder(sent, `PF-${1000 + i}`)
    expect(sent).toHaveLength(MAX_SENT_ORDERS)
    expect(sent[0]).toBe('PF-1005')
    expect(withSentOrder(['PF-1', 'PF-2'], 'PF-1')).toEqual(['PF-2', 'PF-1'])
  })

  it('drops a stored list that is not a list of order numbers, and never sends for a malformed number', () => {
    expect(parseSentOrders('nope')).toEqual([])
    expect(parseSentOrders('{"a":1}')).toEqual([])
    expect(parseSentOrders('["PF-1", 5, "<script>"]')).toEqual(['PF-1'])
    expect(shouldSendPurchase([], '')).toBe(false)
  })
})
