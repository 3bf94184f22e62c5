import { describe, expect, it } from 'vitest'
import { BANK_DETAILS_MISSING, bankDetailsConfigured, bankTransferFor } from '../../../src/lib/payments/bank-details'

const DETAILS = {
  accountHolder: ' Padforge Inc. ',
  bankName: 'First Demo Bank',
  accountNumber: '000123456789',
  routingNumber: '021000021',
  swift: 'DEMOUS33',
  iban: '',
  bankAddress: null,
  note: 'Transfers take 1–3 business days.',
}

describe('bank details for a manual payment (issue 27 item 8)', () => {
  it('lists the details set, then the amount and the order number as the reference', () => {
    expect(bankTransferFor(DETAILS, { number: 'PF-1001', totalCents: 14998 })).toEqual({
      rows: [
        ['Account holder', 'Padforge Inc.'],
        ['Bank', 'First Demo Bank'],
        ['Account number', '000123456789'],
        ['Routing number (ABA)', '021000021'],
        ['SWIFT / BIC', 'DEMOUS33'],
        ['Amount', '$149.98'],
        ['Payment reference', 'PF-1001'],
      ],
      reference: 'PF-1001',
      note: 'Transfers take 1–3 business days.',
      configured: true,
    })
  })

  it('needs an account holder and an account number or an IBAN', () => {
    expect(bankDetailsConfigured(null)).toBe(false)
    expect(bankDetailsConfigured({ accountHolder: 'A', accountNumber: '  ' })).toBe(false)
    expect(bankDetailsConfigured({ accountHolder: ' ', accountNumber: '1' })).toBe(false)
    expect(bankDetailsConfigured({ accountHolder: 'A', iban: 'DE89370400440532013000' })).toBe(true)
  })

  it('says the details follow by e-mail when none are configured', () => {
    expect(bankTransferFor({ accountHolder: 'A' }, { number: 'PF-7', totalCents: 100 })).toEqual({
      rows: [],
      reference: 'PF-7',
      note: BANK_DETAILS_MISSING,
      configured: false,
    })
  })
})
