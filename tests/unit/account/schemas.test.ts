import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES,
  checkForm,
  loginSchema,
  MAX_NAME,
  MAX_PASSWORD,
  newPasswordSchema,
  registerSchema,
  resetRequestSchema,
} from '../../../src/lib/account'

const errorsOf = (schema: Parameters<typeof checkForm>[0], input: unknown) => {
  const check = checkForm(schema, input)
  return check.ok ? {} : check.errors
}

const good = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
}

describe('login form', () => {
  it('asks for the e-mail and the password with the spec words', () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      email: ['Please enter an E-mail address'],
      password: ['Please enter password'],
    })
    expect(errorsOf(loginSchema, { email: 'jane@', password: '' })).toEqual({
      email: ['Please enter a valid E-mail'],
      password: ['Please enter password'],
    })
  })
  it('takes any non-empty password as typed, up to the cap', () => {
    expect(checkForm(loginSchema, { email: ' jane@example.com ', password: ' 1 ' })).toEqual({
      ok: true,
      value: { email: 'jane@example.com', password: ' 1 ' },
    })
    expect(errorsOf(loginSchema, { email: 'jane@example.com', password: 'x'.repeat(MAX_PASSWORD + 1) })).toEqual({
      password: [ACCOUNT_MESSAGES.passwordLong],
    })
  })
})

describe('register form', () => {
  it('an empty form: every field says what is missing', () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      firstName: ['Please enter first name'],
      lastName: ['Please enter last name'],
      email: ['Please enter an E-mail address'],
      password: ['Please enter password'],
      confirmPassword: ['Passwords is not match'],
    })
  })
  it('blank names count as missing', () => {
    expect(errorsOf(registerSchema, { ...good, firstName: '   ', lastName: '' })).toEqual({
      firstName: ['Please enter first name'],
      lastName: ['Please enter last name'],
    })
  })
  it('a short password and a mismatch', () => {
    expect(errorsOf(registerSchema, { ...good, password: '12345', confirmPassword: '12345' })).toEqual({
      password: ['Min password length is 6 symbols'],
    })
    expect(errorsOf(registerSchema, { ...good, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: ['Passwords is not match'],
    })
  })
  it('the mismatch shows while other fields are wrong too', () => {
    expect(errorsOf(registerSchema, { email: 'x', password: '123', confirmPassword: '1' })).toEqual({
      firstName: ['Please enter first name'],
      lastName: ['Please enter last name'],
      email: ['Please enter a valid E-mail'],
      password: ['Min password length is 6 symbols'],
      confirmPassword: ['Passwords is not match'],
    })
  })
  it('a bad e-mail', () => {
    expect(errorsOf(registerSchema, { ...good, email: 'not-an-email' })).toEqual({
      email: ['Please enter a valid E-mail'],
    })
  })
  it('caps the names and the password', () => {
    const long = 'x'.repeat(MAX_NAME + 1)
    const password = 'p'.repeat(MAX_PASSWORD + 1)
    expect(
      errorsOf(registerSchema, { ...good, firstName: long, lastName: long, password, confirmPassword: password }),
    ).toEqual({
      firstName: [ACCOUNT_MESSAGES.firstNameLong],
      lastName: [ACCOUNT_MESSAGES.lastNameLong],
      password: [ACCOUNT_MESSAGES.passwordLong],
    })
  })
  it('a good form gives trimmed names and e-mail, and nothing it did not ask for', () => {
    const check = checkForm(registerSchema, { ...good, firstName: ' Jane ', role: 'admin', canComment: false })
    expect(check).toEqual({ ok: true, value: good })
  })
  it('anything but an object is an empty form', () => {
    expect(Object.keys(errorsOf(registerSchema, null))).toHaveLength(5)
    expect(Object.keys(errorsOf(registerSchema, ['x']))).toHaveLength(5)
  })
})

describe('reset forms', () => {
  it('the request asks for a valid e-mail', () => {
    expect(errorsOf(resetRequestSchema, {})).toEqual({ email: ['Please enter an E-mail address'] })
    expect(errorsOf(resetRequestSchema, { email: 'a@b' })).toEqual({ email: ['Please enter a valid E-mail'] })
    expect(checkForm(resetRequestSchema, { email: 'a@b.co' }).ok).toBe(true)
  })
  it('the new password: minimum 6, and the confirmation must match', () => {
    expect(errorsOf(newPasswordSchema, { password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: ['Min password length is 6 symbols'],
    })
    expect(errorsOf(newPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: ['Passwords must match'],
    })
    expect(errorsOf(newPasswordSchema, {})).toEqual({
      password: ['Please enter password'],
      confirmPassword: ['Passwords must match'],
    })
    expect(checkForm(newPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdef' }).ok).toBe(true)
  })
})
