import { z } from 'zod'
import '../zod-jitless'
import { emailField } from '../forms/email'

export const MIN_PASSWORD = 6
export const MAX_PASSWORD = 128
export const MAX_NAME = 100

/**
 * The spec's messages for the sign-in, register and reset forms (account.md section 5, "Client forms"), and ours
 * where it gives none (last name, the length caps).
 */
export const ACCOUNT_MESSAGES = {
  password: 'Please enter password',
  passwordShort: `Min password length is ${MIN_PASSWORD} symbols`,
  passwordLong: `Max password length is ${MAX_PASSWORD} symbols`,
  confirmMismatch: 'Passwords is not match',
  resetMismatch: 'Passwords must match',
  firstName: 'Please enter first name',
  firstNameLong: `First name can be at most ${MAX_NAME} characters`,
  lastName: 'Please enter last name',
  lastNameLong: `Last name can be at most ${MAX_NAME} characters`,
  /** checkout.md section 8, for an e-mail that already has an account. */
  emailTaken: 'Customer with this E-mail already registered, Please Sign In',
  wrongLogin: 'Wrong E-mail or password',
  /** Said for every e-mail alike: the reply never tells whether an account exists. */
  resetSent: 'If an account exists for that e-mail, we have sent a link to reset the password.',
  resetTokenBad: 'This link to reset your password has expired or was already used.',
  passwordChanged: 'Your password was changed and you are signed in.',
  formInvalid: 'Please check the form.',
} as const

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value)

const name = (required: string, tooLong: string) =>
  z.preprocess(trimmed, z.string({ error: required }).min(1, { error: required }).max(MAX_NAME, { error: tooLong }))

/** A password is taken as typed (no trimming: spaces may be part of it). */
const anyPassword = z
  .string({ error: ACCOUNT_MESSAGES.password })
  .min(1, { error: ACCOUNT_MESSAGES.password })
  .max(MAX_PASSWORD, { error: ACCOUNT_MESSAGES.passwordLong })

const newPassword = z
  .string({ error: ACCOUNT_MESSAGES.password })
  .min(1, { error: ACCOUNT_MESSAGES.password })
  .min(MIN_PASSWORD, { error: ACCOUNT_MESSAGES.passwordShort })
  .max(MAX_PASSWORD, { error: ACCOUNT_MESSAGES.passwordLong })

/** The captcha widget's answer; '' when no captcha is configured (the server then checks nothing). */
const captcha = z.string().max(4096).optional()

/** Check the confirmation even while other fields are wrong, so an empty or bad form shows every message at once. */
const always = () => true

/** Sign in: e-mail and password. */
export const loginSchema = z.object({ email: emailField, password: anyPassword, captcha })

/** Create Account. The confirmation must equal the password ('Passwords is not match', on the confirmation). */
export const registerSchema = z
  .object({
    firstName: name(ACCOUNT_MESSAGES.firstName, ACCOUNT_MESSAGES.firstNameLong),
    lastName: name(ACCOUNT_MESSAGES.lastName, ACCOUNT_MESSAGES.lastNameLong),
    email: emailField,
    password: newPassword,
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.confirmMismatch }),
    captcha,
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: ACCOUNT_MESSAGES.confirmMismatch,
    path: ['confirmPassword'],
    when: always,
  })

/** Ask for a reset link: the e-mail only. */
export const resetRequestSchema = z.object({ email: emailField, captcha })

/** Choose a new password from the mailed link ('Passwords must match', on the confirmation). */
export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string({ error: ACCOUNT_MESSAGES.resetMismatch }) })
  .refine((form) => form.password === form.confirmPassword, {
    error: ACCOUNT_MESSAGES.resetMismatch,
    path: ['confirmPassword'],
    when: always,
  })

/** The password rule alone, for the server side of a reset (the confirmation stays in the browser). */
export const newPasswordField = newPassword

export type LoginForm = z.input<typeof loginSchema>
export type RegisterForm = z.input<typeof registerSchema>
export type RegisterInput = z.output<typeof registerSchema>
export type ResetRequestForm = z.input<typeof resetRequestSchema>
export type NewPasswordForm = z.input<typeof newPasswordSchema>
