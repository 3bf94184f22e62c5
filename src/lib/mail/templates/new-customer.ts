import { greeting } from '../escape'
import { renderMail } from '../layout'
import { DEFAULT_BRAND, type Mail, type MailBrand } from '../types'

/** checkout.md: new customers created at checkout get an automatically generated password by e-mail. */
export function newCustomerMail(
  input: { firstName?: string | null; email: string; password: string; signInUrl: string },
  brand: MailBrand = DEFAULT_BRAND,
): Mail {
  const mail = renderMail({
    brand,
    subject: `Your ${brand.storeName} account`,
    heading: 'We made you an account',
    blocks: [
      { kind: 'p', text: greeting(input.firstName) },
      {
        kind: 'p',
        text: 'Thank you for your order. We created an account for you so you can follow it and check out faster next time.',
      },
      {
        kind: 'rows',
        rows: [
          ['E-mail', input.email],
          ['Password', input.password],
        ],
      },
      { kind: 'button', label: 'Sign in', url: input.signInUrl },
      { kind: 'small', text: 'You can change this password in My Settings after you sign in.' },
    ],
  })
  // The password is the customer's alone once the mail has left: the Outbox keeps it only when it has not.
  return { ...mail, secrets: [input.password] }
}
