import { z } from 'zod'
import '../zod-jitless'
import { emailField } from './email'

export const MAX_CONTACT_NAME = 100
export const MAX_CONTACT_SUBJECT = 200
export const MAX_CONTACT_TEXT = 5000

/** The spec's messages for the contact form (account.md section 5) and ours for the caps it leaves open. */
export const CONTACT_MESSAGES = {
  name: 'Please enter your name',
  nameLong: `Your name can be at most ${MAX_CONTACT_NAME} characters`,
  subject: 'Please enter subject',
  subjectLong: `The subject can be at most ${MAX_CONTACT_SUBJECT} characters`,
  text: 'Please enter text',
  textLong: `The text can be at most ${MAX_CONTACT_TEXT} characters`,
  sent: 'Thank you! Your message has been sent. We will answer you by e-mail.',
} as const

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value)

const required = (max: number, missing: string, tooLong: string) =>
  z.preprocess(trimmed, z.string({ error: missing }).min(1, { error: missing }).max(max, { error: tooLong }))

/** The contact form, checked with the same words in the browser and by POST /api/contact. */
export const contactSchema = z.object({
  name: required(MAX_CONTACT_NAME, CONTACT_MESSAGES.name, CONTACT_MESSAGES.nameLong),
  email: emailField,
  subject: required(MAX_CONTACT_SUBJECT, CONTACT_MESSAGES.subject, CONTACT_MESSAGES.subjectLong),
  text: required(MAX_CONTACT_TEXT, CONTACT_MESSAGES.text, CONTACT_MESSAGES.textLong),
})

export type ContactForm = z.output<typeof contactSchema>
export type ContactInput = z.input<typeof contactSchema>
