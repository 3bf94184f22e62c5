/**
 * The counter a rule counts an attempt on. Pure.
 *
 * Keys are hashed: the store holds no e-mail or IP address in clear (a counter table is no place for personal data),
 * and a key of any length fits the store's 255-character column.
 */
import { createHash } from 'node:crypto'
import { UNKNOWN_ADDRESS } from './address'
import type { RateRule } from './limits'

/**
 * The counter's key for one attempt, or null when the rule cannot tell clients apart: a per-address rule with no
 * known address would be one counter for every shopper, which lets one abuser lock everybody out (see README,
 * `TRUST_PROXY`). A per-(address, key) rule still counts per key then: an account keeps its protection.
 */
export function counterKey(rule: Pick<RateRule, 'by'>, address: string, key?: string): string | null {
  if (rule.by === 'address' && address === UNKNOWN_ADDRESS) return null
  const subject = rule.by === 'address' ? address : `${address}\n${(key ?? '').trim().toLowerCase()}`
  return createHash('sha256').update(subject).digest('hex')
}
