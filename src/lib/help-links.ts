/** The help and policy pages every footer and content page links to (fixed paths). */
export const HELP_LINKS = [
  { label: 'About Us', href: '/about' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact Us', href: '/contact-us' },
  { label: 'Returns', href: '/returns-and-repairs' },
  { label: 'Warranty', href: '/warranty' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Use', href: '/terms-of-use' },
] as const
