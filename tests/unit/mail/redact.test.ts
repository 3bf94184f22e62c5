import { describe, expect, it } from 'vitest'
import { HIDDEN, redactSecrets } from '../../../src/lib/mail/redact'
import { newCustomerMail } from '../../../src/lib/mail/templates/new-customer'
import { passwordResetMail } from '../../../src/lib/mail/templates/password-reset'

describe('secrets in mails the Outbox keeps', () => {
  it('the reset link and a generated password are named as secrets', () => {
    const url = 'https://shop.example/password/reset/abc123def456'
    expect(passwordResetMail({ firstName: 'Jane', url, expiresInMinutes: 60 }).secrets).toEqual([url])
    const mail = newCustomerMail({ email: 'j@x.io', password: 'Xy7&kP<2', signInUrl: 'https://shop.example/a' })
    expect(mail.secrets).toEqual(['Xy7&kP<2'])
  })

  it('hides each secret in the text and in the escaped HTML, and nothing else', () => {
    const mail = newCustomerMail({ email: 'j@x.io', password: 'Xy7&kP<2', signInUrl: 'https://shop.example/a' })
    expect(mail.html).toContain('Xy7&amp;kP&lt;2')
    const kept = redactSecrets(mail, mail.secrets)
    for (const part of [kept.html, kept.text]) {
      expect(part).not.toContain('Xy7')
      expect(part).toContain(HIDDEN)
      expect(part).toContain('j@x.io')
    }
    expect(kept.subject).toBe(mail.subject)
  })

  it('hides a reset link wherever it is written (button and pasted link)', () => {
    const url = 'https://shop.example/password/reset/abc123def456'
    const mail = passwordResetMail({ url, expiresInMinutes: 60 })
    const kept = redactSecrets(mail, mail.secrets)
    expect(`${kept.html}${kept.text}`).not.toContain('abc123def456')
  })

  it('ignores secrets too short to replace safely, and mails without secrets', () => {
    const mail = { subject: 's', html: '<p>a cat</p>', text: 'a cat' }
    expect(redactSecrets(mail, ['a'])).toEqual(mail)
    expect(redactSecrets(mail)).toEqual(mail)
  })
})
