import { describe, expect, it } from 'vitest'
import { checkForm } from '../../../src/lib/forms/check'
import { CONTACT_MESSAGES, contactSchema, MAX_CONTACT_TEXT } from '../../../src/lib/forms/contact'
import { EMAIL_MESSAGES } from '../../../src/lib/forms/email'
import { newsletterSchema } from '../../../src/lib/forms/newsletter'

const good = { name: 'Ann', email: 'ann@example.com', subject: 'Order', text: 'Where is it?' }

describe('contact form', () => {
  it('gives the spec message for every empty field', () => {
    const check = checkForm(contactSchema, {})
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.errors).toEqual({
      name: [CONTACT_MESSAGES.name],
      email: [EMAIL_MESSAGES.required],
      subject: [CONTACT_MESSAGES.subject],
      text: [CONTACT_MESSAGES.text],
    })
    expect(CONTACT_MESSAGES).toMatchObject({
      name: 'Please enter your name',
      subject: 'Please enter subject',
      text: 'Please enter text',
    })
    expect(check.message).toBe('Please enter your name')
  })

  it('treats blanks as empty, checks the e-mail and caps the lengths', () => {
    const check = checkForm(contactSchema, {
      name: '   ',
      email: 'not-mail',
      subject: 'x'.repeat(201),
      text: 'x'.repeat(MAX_CONTACT_TEXT + 1),
    })
    expect(check.ok ? {} : check.errors).toEqual({
      name: [CONTACT_MESSAGES.name],
      email: [EMAIL_MESSAGES.invalid],
      subject: [CONTACT_MESSAGES.subjectLong],
      text: [CONTACT_MESSAGES.textLong],
    })
  })

  it('accepts a good form, trimmed, and reads a non-object as an empty form', () => {
    expect(checkForm(contactSchema, { ...good, name: '  Ann ' })).toEqual({ ok: true, value: good })
    const notObject = checkForm(contactSchema, 'hello')
    expect(notObject.ok ? null : Object.keys(notObject.errors)).toEqual(['name', 'email', 'subject', 'text'])
  })
})

describe('newsletter form', () => {
  it('has the spec e-mail messages', () => {
    const empty = checkForm(newsletterSchema, { email: '' })
    expect(empty.ok ? null : empty.errors).toEqual({ email: [EMAIL_MESSAGES.required] })
    const bad = checkForm(newsletterSchema, { email: 'a@' })
    expect(bad.ok ? null : bad.errors).toEqual({ email: ['Please enter a valid E-mail'] })
    expect(checkForm(newsletterSchema, { email: ' a@b.co ' })).toEqual({ ok: true, value: { email: 'a@b.co' } })
  })
})
