import { describe, expect, it } from 'vitest'
import { EMAIL_MESSAGES } from '../../../src/lib/forms/email'
import { changesEmail, checkProfile, PROFILE_MESSAGES } from '../../../src/lib/profile/schema'

const valid = { first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', phone: '+1 212 555 0100' }

describe('My Settings form (account.md sections 2 and 5)', () => {
  it('asks for every required field with the spec’s words', () => {
    const result = checkProfile({})
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({
      first_name: [PROFILE_MESSAGES.firstName],
      last_name: [PROFILE_MESSAGES.lastName],
      email: [EMAIL_MESSAGES.required],
    })
    expect(result.message).toBe('Please enter first name')
  })

  it('checks the e-mail and a phone that is given', () => {
    const bad = checkProfile({ ...valid, email: 'jane@', phone: '12' })
    expect(bad.ok ? null : bad.errors).toEqual({ email: [EMAIL_MESSAGES.invalid], phone: [PROFILE_MESSAGES.phone] })
    const letters = checkProfile({ ...valid, phone: 'call me maybe' })
    expect(letters.ok ? null : letters.errors).toEqual({ phone: [PROFILE_MESSAGES.phoneCharacters] })
  })

  it('trims, allows no phone and no password, and caps lengths', () => {
    const result = checkProfile({ ...valid, first_name: '  Jane ', phone: '', password: null })
    expect(result).toEqual({ ok: true, value: { ...valid, phone: '', password: '' } })
    const long = checkProfile({ ...valid, last_name: 'x'.repeat(101) })
    expect(long.ok ? null : long.errors).toEqual({ last_name: [PROFILE_MESSAGES.nameTooLong] })
    expect(checkProfile({ ...valid, phone: undefined }).ok).toBe(true)
  })

  it('treats an e-mail that differs only in case or spaces as the same one', () => {
    expect(changesEmail('jane@example.com', ' Jane@Example.com ')).toBe(false)
    expect(changesEmail('jane@example.com', 'jane.doe@example.com')).toBe(true)
  })
})
