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
  {
    path: '/about',
    title: 'About Padforge',
    description: 'Who builds your controller: the Padforge workshop.',
    blocks: [
      {
        p: 'Padforge is a small workshop that builds custom game controllers by hand: PlayStation, Xbox, Nintendo Switch and Steam Deck, in your colours and with the mods you choose.',
      },
      { h2: 'How we build' },
      {
        ul: [
          'Every controller starts as a new, original controller from the console maker.',
          'Shells, buttons and mods are fitted by one technician, start to finish.',
          'Each build is tested on the console before it ships.',
        ],
      },
      { h2: 'Our promise' },
      {
        p: 'Every controller carries our 90-day workshop warranty on parts and labour, and on supported platforms you can add a 1-year Extended Warranty.',
      },
    ],
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions',
    description: 'Answers about custom builds, shipping, payments and warranty.',
    blocks: [
      { h2: 'How long does a custom build take?' },
      {
        p: 'Each controller is assembled to order: the creator shows the assembly days for your platform, and the checkout shows the delivery date of each shipping method. Same Day Assembly is offered on some builds.',
      },
      { h2: 'Do mods void my warranty?' },
      {
        p: 'Opening a controller ends the console maker’s warranty. Our 90-day workshop warranty covers parts and labour instead, and the Extended Warranty adds a year on supported platforms.',
      },
      { h2: 'Which payments do you accept?' },
      { p: 'Visa, Mastercard, American Express and Discover cards, and PayPal. Prices are in US dollars.' },
      { h2: 'Do you ship for free?' },
      {
        p: 'US orders of $99 or more ship free with our standard method; the cart shows how much is left to reach it.',
      },
      { h2: 'Can I return my controller?' },
      {
        p: 'We are ceasing business operations and can no longer accept and process returns. See Returns and repairs for what that means for your order.',
      },
    ],
  },
  {
    path: '/returns-and-repairs',
    title: 'Returns and Repairs',
    description: 'Our returns policy: the store is ceasing operations and no longer accepts returns.',
    blocks: [
      {
        p: 'We are ceasing business operations and can no longer accept and process returns. The Return button on your orders stays disabled for this reason.',
      },
      { h2: 'Returns already on their way' },
      {
        ul: [
          'A return you started before this change is still handled: you can follow it under Returns in your account.',
          'A return you send yourself must reach us within 5 business days, or it is cancelled automatically.',
          'Once your return arrives we inspect it, normally within 5 days and up to 10 in busy seasons.',
        ],
      },
      { h2: 'Refunds' },
      {
        p: 'A refund deducts the Same Day Assembly fee, the outbound shipping cost and the restocking fee from the order total. Refunds are paid only for orders shipped within the USA.',
      },
      { h2: 'Repairs and warranty' },
      {
        p: 'Faults covered by the 90-day workshop warranty or the Extended Warranty: write to us from the Contact Us page with your order number and what happens.',
      },
    ],
  },
  {
    path: '/ps4-macro-controller',
    title: 'PS4 Macro Remap Controller',
    description: 'Record a sequence of button presses and fire it from one back button.',
    blocks: [
      {
        p: 'Macro Remap puts a programmable chip and back buttons in your PS4 controller: record a sequence of presses once, then play it back with one press, whenever you need it.',
      },
      { h2: 'What you can do with it' },
      {
        ul: [
          'Record a combo, a build order or a reload-cancel and replay it with one back button.',
          'Remap any face button to a back button so your thumbs never leave the sticks.',
          'Switch macros on and off in play; the controller remembers them when it is turned off.',
        ],
      },
      { h2: 'Good to know' },
      {
        ul: [
          'Macro Remap includes the Performance Package.',
          'It needs the White back shell: choosing another shell in the creator asks before it removes the macros.',
          'It cannot be combined with Rapid Fire mods or back buttons; the creator asks which one you want.',
        ],
      },
    ],
  },
]
