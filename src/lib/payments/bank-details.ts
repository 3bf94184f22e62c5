import { formatUSD } from '../money'

/**
 * Bank details for a manual payment (issue 27 item 8), as staff enter them in site settings and the confirmation mail
 * and the thanks page show them, with the order number as the payment reference. A US store is paid by ACH or wire:
 * account holder, bank, account number and ABA routing number; SWIFT/BIC and an IBAN for payers abroad.
 */
export interface BankDetails {
  accountHolder?: string | null
  bankName?: string | null
  accountNumber?: string | null
  routingNumber?: string | null
  swift?: string | null
  iban?: string | null
  bankAddress?: string | null
  note?: string | null
}

export interface BankTransfer {
  /** Label and value rows, in the order shown; empty when no details are configured. */
  rows: Array<[string, string]>
  /** What the payer writes as the transfer's reference. */
  reference: string
  /** The free note of the settings, or the sentence saying the details follow by e-mail. */
  note: string | null
  configured: boolean
}

/** When staff have not entered the details yet: the shopper is told they follow, never left without a word. */
export const BANK_DETAILS_MISSING =
  'Our bank details are not available online yet: our team will e-mail them to you within one business day.'

const clean = (value: string | null | undefined): string => (value ?? '').trim()

/** Configured means enough to send money: an account holder and an account number or IBAN. */
export function bankDetailsConfigured(details: BankDetails | null | undefined): boolean {
  return (
    details != null &&
    clean(details.accountHolder) !== '' &&
    (clean(details.accountNumber) !== '' || clean(details.iban) !== '')
  )
}

/** What a manual-payment order shows the payer: the details, the amount and the order number as the reference. */
export function bankTransferFor(
  details: BankDetails | null | undefined,
  order: { number: string; totalCents: number },
): BankTransfer {
  const reference = order.number
  if (!details || !bankDetailsConfigured(details))
    return { rows: [], reference, note: BANK_DETAILS_MISSING, configured: false }
  const rows: Array<[string, string]> = []
  const add = (label: string, value: string | null | undefined) => {
    if (clean(value) !== '') rows.push([label, clean(value)])
  }
  add('Account holder', details.accountHolder)
  add('Bank', details.bankName)
  add('Bank address', details.bankAddress)
  add('Account number', details.accountNumber)
  add('Routing number (ABA)', details.routingNumber)
  add('IBAN', details.iban)
  add('SWIFT / BIC', details.swift)
  rows.push(['Amount', formatUSD(order.totalCents)])
  rows.push(['Payment reference', reference])
  return { rows, reference, note: clean(details.note) || null, configured: true }
}
