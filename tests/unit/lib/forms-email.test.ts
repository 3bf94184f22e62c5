import { describe, expect, it } from 'vitest'
import { EMAIL_MESSAGES, emailField, emailProblem } from '../../../src/lib/forms/email'

const message = (value: unknown) => {
  const result = emailField.safeParse(value)
  return result.success ? null : result.error.issues[0]?.message
}

describe('e-mail field (account.md section 5)', () => {
  it('asks for an address when empty or missing', () => {
    for (const value of ['', '   ', undefined, null]) expect(message(value)).toBe(EMAIL_MESSAGES.required)
    expect(emailProblem('  ')).toBe(EMAIL_MESSAGES.required)
  })

  it('refuses what is not an address', () => {
    for (const value of [
      'jane',
      'jane@',
      '@example.com',
      'jane@example',
      'ja ne@example.com',
      `${'a'.repeat(250)}@x.io`,
    ])
      expect([value, message(value)]).toEqual([value, EMAIL_MESSAGES.invalid])
    for (const value of ['jane', 'jane@example', 'a b@c.de']) expect(emailProblem(value)).toBe(EMAIL_MESSAGES.invalid)
  })

  it('accepts and trims a real address; both checks agree', () => {
    expect(emailField.parse('  Jane.Doe+pads@Example.co.uk ')).toBe('Jane.Doe+pads@Example.co.uk')
    for (const value of ['jane@example.com', 'x@y.io', 'first.last@sub.domain.org']) {
      expect(message(value)).toBeNull()
      expect(emailProblem(value)).toBeNull()
    }
  })
})
