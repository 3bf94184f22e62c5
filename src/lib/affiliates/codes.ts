/**
 * Affiliate codes and friends' discount codes (issue 31). Codes are drawn from an alphabet without look-alikes (no
 * 0/O, 1/I/L), so a code read aloud or typed from a screenshot still works. `random` gives bytes (crypto in the
 * server).
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function randomCode(length: number, random: (n: number) => Uint8Array): string {
  let code = ''
  while (code.length < length) {
    for (const byte of random(length)) {
      // Rejection sampling: 248 is the largest multiple of 31 under 256, so every letter is equally likely.
      if (byte < 248 && code.length < length) code += ALPHABET[byte % ALPHABET.length]
    }
  }
  return code
}

export const AFFILIATE_CODE_LENGTH = 8
/** The friend's single-use code: FRIEND- and ten letters. */
export const FRIEND_CODE_PREFIX = 'FRIEND-'
export const FRIEND_CODE_LENGTH = 10

/** The signed attribution cookie (issue 31 item 3): the last click wins for 30 days. */
export const REF_COOKIE = 'pf_ref'
export const REF_COOKIE_DAYS = 30
