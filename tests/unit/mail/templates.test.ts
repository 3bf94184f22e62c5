import { describe, expect, it } from 'vitest'
import { addressText, parseMailFrom } from '../../../src/lib/mail/address'
import { absoluteUrl, escapeHtml } from '../../../src/lib/mail/escape'
import { contactMessageMail } from '../../../src/lib/mail/templates/contact-message'
import { newCustomerMail } from '../../../src/lib/mail/templates/new-customer'
import { newsletterConfirmationMail } from '../../../src/lib/mail/templates/newsletter-confirmation'
import { type OrderMailInput, orderConfirmationMail } from '../../../src/lib/mail/templates/order-confirmation'
import { passwordResetMail } from '../../../src/lib/mail/templates/password-reset'
import { welcomeMail } from '../../../src/lib/mail/templates/welcome'
import type { Mail } from '../../../src/lib/mail/types'

const EVIL = '<script>alert("x")</script>'
const BRAND = { storeName: 'Padforge', supportEmail: 'help@padforge.example' }

/** Every href in the HTML part. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] as string)

/** What every template must do: no raw markup from inputs, links absolute, the footer, both parts non-empty. */
function expectSafeMail(mail: Mail) {
  expect(mail.subject).not.toMatch(/[\r\n]/)
  expect(mail.html).not.toContain('<script>')
  expect(mail.html).toContain('<table')
  expect(mail.html).toContain('help@padforge.example')
  expect(mail.text).toContain('help@padforge.example')
  for (const href of hrefs(mail.html)) expect(href).toMatch(/^(https?:\/\/|mailto:)/)
}

/** The value appears in the text as is and in the HTML escaped. */
function expectBoth(mail: Mail, value: string) {
  expect(mail.text).toContain(value)
  expect(mail.html).toContain(escapeHtml(value))
}

describe('mail helpers', () => {
  it('escapes every HTML-special character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })

  it('accepts only absolute http(s) links', () => {
    expect(absoluteUrl('https://shop.example/a?b=1')).toBe('https://shop.example/a?b=1')
    expect(() => absoluteUrl('/account')).toThrow(/absolute/)
    expect(() => absoluteUrl('javascript:alert(1)')).toThrow(/http/)
  })

  it('reads MAIL_FROM forms and refuses junk', () => {
    expect(parseMailFrom('Padforge <no-reply@padforge.example>')).toEqual({
      name: 'Padforge',
      address: 'no-reply@padforge.example',
    })
    expect(parseMailFrom('"Pad, Forge" <a@b.example>')).toEqual({ name: 'Pad, Forge', address: 'a@b.example' })
    expect(parseMailFrom('shop@b.example')).toEqual({ name: 'Padforge', address: 'shop@b.example' })
    expect(() => parseMailFrom('not an address')).toThrow(/MAIL_FROM/)
  })

  it('writes any address field as one line', () => {
    expect(addressText(['a@b.c', { name: 'Ann', address: 'ann@b.c' }, null])).toBe('a@b.c, Ann <ann@b.c>')
  })
})

describe('passwordResetMail', () => {
  const url = 'https://shop.example/password/reset/tok123?x=1&y=2'
  const mail = passwordResetMail({ firstName: EVIL, url, expiresInMinutes: 60 }, BRAND)

  it('is safe and carries the link and expiry in both parts', () => {
    expectSafeMail(mail)
    expectBoth(mail, EVIL)
    expect(mail.text).toContain(url)
    expect(hrefs(mail.html)).toContain(escapeHtml(url))
    expectBoth(mail, '1 hour')
    expect(mail.subject).toBe('Reset your Padforge password')
  })

  it('greets without a name and refuses a relative link', () => {
    expect(passwordResetMail({ url, expiresInMinutes: 30 }).text).toContain('Hello,')
    expect(passwordResetMail({ url, expiresInMinutes: 30 }).text).toContain('30 minutes')
    expect(() => passwordResetMail({ url: '/password/reset/x', expiresInMinutes: 5 })).toThrow()
  })
})

describe('welcomeMail', () => {
  it('is safe and links the account and the store', () => {
    const mail = welcomeMail(
      { firstName: 'Ann', accountUrl: 'https://shop.example/account', storeUrl: 'https://shop.example/' },
      BRAND,
    )
    expectSafeMail(mail)
    expectBoth(mail, 'Hi Ann,')
    expect(hrefs(mail.html)).toEqual(expect.arrayContaining(['https://shop.example/account', 'https://shop.example/']))
    expect(mail.text).toContain('https://shop.example/account')
  })
})

describe('newCustomerMail', () => {
  it('carries the e-mail, the generated password and the sign-in link in both parts', () => {
    const mail = newCustomerMail(
      {
        firstName: EVIL,
        email: 'ann@b.example',
        password: 'p<&>"w1',
        signInUrl: 'https://shop.example/account/sign-in',
      },
      BRAND,
    )
    expectSafeMail(mail)
    expectBoth(mail, EVIL)
    expectBoth(mail, 'ann@b.example')
    expectBoth(mail, 'p<&>"w1')
    expect(mail.text).toContain('https://shop.example/account/sign-in')
  })
})

describe('orderConfirmationMail', () => {
  const order: OrderMailInput = {
    orderNumber: 'PF-1042',
    placedAt: '2026-11-25T10:00:00Z',
    firstName: 'Ann',
    lines: [
      {
        name: `Pro ${EVIL}`,
        quantity: 2,
        unitCents: 15999,
        totalCents: 33997,
        services: [{ name: 'Same Day Assembly', cents: 1999 }],
      },
    ],
    subtotalCents: 33997,
    shippingCents: 0,
    discount: { code: 'SAVE<10>', cents: 1000 },
    taxCents: 2200,
    totalCents: 35197,
    shippingAddress: {
      firstName: 'Ann',
      lastName: 'Lee',
      address1: '1 Main St',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      country: 'United States',
      phone: '5551234567',
    },
    ordersUrl: 'https://shop.example/account/orders/all',
  }
  const mail = orderConfirmationMail(order, BRAND)

  it('is safe and shows every value in both parts, money formatted', () => {
    expectSafeMail(mail)
    for (const value of [
      'PF-1042',
      'November 25, 2026',
      `Pro ${EVIL}`,
      '$159.99',
      '$339.97',
      'Same Day Assembly',
      '$19.99',
      'Subtotal',
      'Free',
      'Discount (SAVE<10>)',
      '-$10.00',
      'Tax',
      '$22.00',
      '$351.97',
      'Ann Lee',
      '1 Main St',
      'New York, NY 10001',
      'United States',
      '5551234567',
    ])
      expectBoth(mail, value)
    expect(mail.text).toContain('https://shop.example/account/orders/all')
    expect(mail.subject).toBe('Your Padforge order PF-1042')
  })

  it('hides a zero tax and no discount, and prices shipping', () => {
    const plain = orderConfirmationMail({ ...order, discount: null, taxCents: 0, shippingCents: 1500 }, BRAND)
    expect(plain.text).not.toContain('Tax')
    expect(plain.text).not.toContain('Discount')
    expect(plain.text).toContain('Shipping: $15.00')
  })
})

describe('contactMessageMail', () => {
  it('is safe and carries sender, subject and text in both parts', () => {
    const mail = contactMessageMail(
      { name: EVIL, email: 'ann@b.example', subject: 'Broken\r\nBcc: x@y.z', text: `Line 1\n${EVIL}` },
      BRAND,
    )
    expectSafeMail(mail)
    expectBoth(mail, EVIL)
    expectBoth(mail, 'ann@b.example')
    expect(mail.subject).toBe('[Contact] Broken Bcc: x@y.z')
    expect(mail.text).toContain(`Line 1\n${EVIL}`)
  })
})

describe('newsletterConfirmationMail', () => {
  it('is safe and carries the confirm and unsubscribe links', () => {
    const mail = newsletterConfirmationMail(
      {
        confirmUrl: 'https://shop.example/newsletter/confirm?token=abc',
        unsubscribeUrl: 'https://shop.example/newsletter/unsubscribe?email=a%40b.c&sig=s',
        expiresInHours: 48,
      },
      BRAND,
    )
    expectSafeMail(mail)
    expect(mail.text).toContain('https://shop.example/newsletter/confirm?token=abc')
    expect(mail.text).toContain('https://shop.example/newsletter/unsubscribe?email=a%40b.c&sig=s')
    expect(hrefs(mail.html)).toContain('https://shop.example/newsletter/unsubscribe?email=a%40b.c&amp;sig=s')
    expectBoth(mail, '48 hours')
  })
})
