import type { Block } from '../../lib/lexical'

export const CONTENT_PAGES: Array<{ path: string; title: string; description: string; blocks: Block[] }> = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'How Padforge collects, uses and protects your personal information.',
    blocks: [
      {
        p: 'We collect only what we need to build, ship and support your controller: your name, e-mail, phone, shipping address and order history.',
      },
      { h2: 'Payments' },
      { p: 'Card and PayPal payments are processed by our payment providers. We never store full card numbers.' },
      { h2: 'Your choices' },
      {
        ul: [
          'Ask us for a copy of your data at any time.',
          'Ask us to delete your account and data.',
          'Unsubscribe from e-mails with one click.',
        ],
      },
    ],
  },
  {
    path: '/terms-of-use',
    title: 'Terms of Use',
    description: 'The terms that apply when you shop at Padforge.',
    blocks: [
      {
        p: 'By using this store you agree to these terms. Prices are in US dollars and include the parts and labour shown in your configuration.',
      },
      { h2: 'Custom builds' },
      {
        p: 'Custom controllers are built to order. Modifications void the console maker’s warranty; our own warranty applies instead.',
      },
      { h2: 'Returns' },
      { p: 'We are ceasing business operations and can no longer accept and process returns.' },
    ],
  },
  {
    path: '/warranty',
    title: 'Warranty',
    description: 'Padforge workshop warranty and Extended Warranty.',
    blocks: [
      { p: 'Every controller carries a 90-day workshop warranty on parts and labour.' },
      { h2: 'Extended Warranty' },
      { p: 'Add a 1-year Extended Warranty in the creator on supported platforms.' },
    ],
  },
  {
    path: '/contact-us',
    title: 'Contact Us',
    description: 'Reach the Padforge workshop.',
    blocks: [
      {
        p: 'Questions about a build or an order? Write to support@padforge.example and we answer within one business day.',
      },
      { p: 'Workshop hours: Monday to Friday, 9:00 to 18:00 New York time.' },
    ],
  },
]
